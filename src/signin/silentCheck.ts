/**
 * keycloak-js's silent check, started by the inline script
 * (src/signin/earlySignIn.ts) before the app's code has arrived.
 */
import { callbackParams } from './oidcRequests';

/** keycloak-js's default wait for the silent check's answer. */
const SILENT_CHECK_TIMEOUT_MS = 10_000;

/**
 * keycloak-js's silent check: the authorization endpoint with
 * `prompt=none` in a hidden frame, which lands on silent-check-sso.html;
 * that page posts its URL back. Resolves the response's parameters.
 */
export const silentCheck = (
    win: Window,
    url: string
): Promise<Record<string, string> | undefined> => {
    const frame = win.document.createElement('iframe');
    frame.setAttribute('src', url);
    frame.setAttribute(
        'sandbox',
        'allow-storage-access-by-user-activation allow-scripts allow-same-origin'
    );
    frame.setAttribute('title', 'keycloak-silent-check-sso');
    frame.style.display = 'none';
    return new Promise(resolve => {
        const done = (params: Record<string, string> | undefined) => {
            win.clearTimeout(timer);
            win.removeEventListener('message', onMessage);
            frame.remove();
            resolve(params);
        };
        const onMessage = (event: MessageEvent) => {
            if (event.origin !== win.location.origin) return;
            if (event.source !== frame.contentWindow) return;
            done(
                typeof event.data === 'string'
                    ? callbackParams(event.data)
                    : undefined
            );
        };
        const timer = win.setTimeout(
            () => done(undefined),
            SILENT_CHECK_TIMEOUT_MS
        );
        win.addEventListener('message', onMessage);
        // Not waiting for the body: with the configuration in the HTML
        // this runs while the head is parsed, and the body's
        // DOMContentLoaded comes only after the app's module scripts have
        // run. A hidden frame loads as well under the root element.
        const { body, documentElement } = win.document;
        (body ?? documentElement).appendChild(frame);
    });
};
