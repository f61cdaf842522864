/**
 * The client configuration the server writes into index.html
 * (server/src/indexPage.ts), so that sign-in does not wait a round trip
 * for `/config.json`. Absent when the page comes from another
 * server (a static host, nginx alone) or the operator's config.json is not
 * JSON: the configuration is then fetched, and a failure said by the app.
 */

/** The data block's id; server/src/indexPage.ts writes the same one. */
export const CONFIG_ELEMENT_ID = 'app-config';

/** The embedded configuration, parsed; undefined when there is none or it is not JSON. */
export const embeddedConfig = (doc: {
    getElementById(id: string): { textContent: string | null } | null;
}): unknown => {
    const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
    if (!text) return undefined;
    try {
        return JSON.parse(text) as unknown;
    } catch {
        return undefined;
    }
};
