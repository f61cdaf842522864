/** Shell constants of spec section 9. */

/** At this width or less the drawer is temporary (an overlay). */
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH}px)`;
export const RESIZE_DEBOUNCE_MS = 150;
export const MENU_ANIMATION_MS = 150;

export const DRAWER_WIDTH = 264;
export const DRAWER_ID = 'shell-drawer';
