/**
 * How the DOM tests enter a value that is not what they check: as a paste,
 * one input event and one render. Typing key by key re-renders the form
 * per character, and each render of a multiline MUI field reads jsdom's
 * getComputedStyle (which scans every style rule emotion has inserted): the
 * form tests spent most of their minutes there (docs/performance.md, "Test
 * run times"). A test about what each key does (a mask, a live rule list)
 * still types with `user.type`.
 */
import type { UserEvent } from '@testing-library/user-event';

export const fill = async (
    user: UserEvent,
    element: Element,
    text: string
): Promise<void> => {
    await user.click(element);
    await user.paste(text);
};

/** Replaces the input's value with `text`, as selecting all and pasting does. */
export const refill = async (
    user: UserEvent,
    element: Element,
    text: string
): Promise<void> => {
    await user.clear(element);
    await user.paste(text);
};
