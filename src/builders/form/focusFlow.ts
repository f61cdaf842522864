/**
 * Where focus goes when the work moves on, so that a keyboard
 * or screen-reader user continues where the screen changed instead of at
 * the top of the page.
 */

const FIELD_SELECTOR = [
    'input:not([type="hidden"])',
    'textarea',
    'select',
    '[role="combobox"]',
    '[role="switch"]',
].join(', ');

const usable = (el: HTMLElement) =>
    !el.hasAttribute('disabled') &&
    !el.hasAttribute('readonly') &&
    el.getAttribute('aria-disabled') !== 'true' &&
    el.getAttribute('aria-hidden') !== 'true' &&
    el.tabIndex >= 0 &&
    !el.closest('[hidden], [aria-hidden="true"]');

/** The first field of `root` the user can type in, if any. */
export const firstEditableField = (root: ParentNode): HTMLElement | null =>
    Array.from(root.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).find(
        usable
    ) ?? null;

/** Focuses the first editable field of the form holding `from`. */
export const focusFirstField = (from: Element | null): boolean => {
    const form = from?.closest('form');
    const field = form ? firstEditableField(form) : null;
    if (!field) return false;
    field.focus();
    return true;
};

let focusRequested = false;

/** Asks the next page shown to take focus (the plant chooser's choice). */
export const requestPageFocus = () => {
    focusRequested = true;
};

/** Whether a page focus was asked for; asking again needs a new request. */
export const consumeFocusRequest = (): boolean => {
    const requested = focusRequested;
    focusRequested = false;
    return requested;
};
