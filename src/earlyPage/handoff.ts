/**
 * The app's side of the page before the app (src/earlyPage/draw.ts): the
 * answers to the requests the inline script sent for it, and the copy to
 * take away once the app's own page is painted.
 */
import type { EarlyFetch } from './draw';

/**
 * The early answer to this GET, once: the same URL and plant as the
 * app's API client would send (src/providers/apiClient.ts).
 */
export const takeEarlyResponse = (
    url: string,
    plantId: number | null,
    win: Window = window
): Promise<Response> | undefined => {
    const list: EarlyFetch[] = win.__earlyFetches ?? [];
    const i = list.findIndex(f => f.url === url && f.plantId === plantId);
    if (i < 0) return undefined;
    const [taken] = list.splice(i, 1);
    return taken?.response;
};

/** Takes the copy away, if one is drawn. */
export const endEarlyPage = (win: Window = window): void => {
    win.__earlyPage?.end();
    win.__earlyPage = undefined;
};

/** Forgets the answers nobody took (the session said another plant, a sign-out). */
export const dropEarlyResponses = (win: Window = window): void => {
    win.__earlyFetches = undefined;
};
