/**
 * The inline script of index.html (build/inlineEarlySignIn.ts): starts
 * sign-in before the app's scripts have arrived (src/signin/earlySignIn.ts).
 */
import { startEarlySignIn } from './earlySignIn';

window.__earlySignIn = startEarlySignIn(window);
