/**
 * The inline script of index.html (build/inlineEarlySignIn.ts): starts
 * sign-in before the app's scripts have arrived (src/signin/earlySignIn.ts).
 */
import { loadAppScripts } from './appScripts';
import { startEarlySignIn } from './earlySignIn';

try {
    window.__earlySignIn = startEarlySignIn(window);
} catch (error) {
    // The app's code is started by this script (build/deferAppScripts.ts):
    // if it fails, the app starts without it, on keycloak-js's check-sso.
    console.error('Early sign-in', error);
    loadAppScripts(document);
}
