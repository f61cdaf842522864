/** Icon sizes in px (spec section 9). */
export const ICON_SIZES = {
    xs: 12,
    sm: 16,
    md: 20,
    lg: 24,
    xl: 28,
} as const;
