/**
 * The redirect-to-login screen (spec section 4: not signed in leads to
 * it), drawn by the early sign-in with the DOM alone while the browser
 * leaves for the sign-in form: the app's code, and React with it, never
 * starts on that visit. The same words and the same way out as
 * src/screens/RedirectToLogin.tsx: a real link to the form, should the
 * navigation stall. Texts are set as text, never as HTML.
 */
import { WAIT_TEXTS } from './waitTexts';

/** Draws it in `#root`, unless the app has drawn there already (React owns it then). */
export const showRedirecting = (win: Window, url: string): void => {
    const root = win.document.getElementById('root');
    if (!root || root.childElementCount > 0) return;
    const main = win.document.createElement('main');
    main.setAttribute('role', 'status');
    main.setAttribute('aria-live', 'polite');
    // Fixed Portuguese (spec section 2), on English pages too.
    main.lang = 'pt-BR';
    main.style.cssText =
        'min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;font-family:Roboto,Helvetica,Arial,sans-serif';
    const text = win.document.createElement('p');
    text.textContent = WAIT_TEXTS.redirecting;
    const link = win.document.createElement('a');
    link.href = url;
    link.textContent = WAIT_TEXTS.signIn;
    main.append(text, link);
    root.replaceChildren(main);
};
