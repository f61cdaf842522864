/**
 * The sign-in, sign-out and error pages. Element ids follow Keycloak's login
 * theme (kc-form-login, username, password, kc-login, input-error) so browser
 * tests written against these pages also run against a real Keycloak.
 */
import { escapeHtml } from '../escapeHtml.ts';
import { page } from './html.ts';
import { MESSAGES, type Locale } from './messages.ts';

const other = (lang: Locale): Locale => (lang === 'pt-BR' ? 'en-US' : 'pt-BR');

export function loginPage(opts: {
    base: string;
    locale: Locale;
    action: string;
    username?: string;
    failed?: boolean;
    /** The account is locked by brute-force detection. */
    locked?: boolean;
    /** The address tried too often this minute. */
    throttled?: boolean;
}): string {
    const t = MESSAGES[opts.locale];
    const failed = opts.failed || opts.locked || opts.throttled;
    const invalid = failed
        ? ' aria-invalid="true" aria-describedby="input-error"'
        : '';
    const error = failed
        ? `<span id="input-error" class="error" role="alert" aria-live="polite">${escapeHtml(opts.throttled ? t.throttled : opts.locked ? t.temporarilyDisabled : t.invalid)}</span>`
        : '';
    const switchTo = other(opts.locale);
    return page({
        lang: t.lang,
        title: t.title,
        base: opts.base,
        body: `<h1 id="kc-page-title">${escapeHtml(t.heading)}</h1>
<form id="kc-form-login" method="post" action="${escapeHtml(opts.action)}">
<div class="field">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" autofocus value="${escapeHtml(opts.username ?? '')}"${invalid}>
</div>
<div class="field">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password"${invalid}>
</div>
${error}
<button id="kc-login" name="login" type="submit">${escapeHtml(t.signIn)}</button>
</form>
<p class="locale"><a href="?kc_locale=${switchTo}" hreflang="${switchTo}" lang="${switchTo}">${escapeHtml(t.otherLanguage)}</a></p>`,
    });
}

/**
 * RP-initiated logout: oidc-provider's form. With a valid `id_token_hint`
 * (the app's own logout) logout.js submits it; without one the request may
 * come from a link on any site, so the user is asked, as Keycloak does.
 */
export function logoutPage(opts: {
    base: string;
    locale: Locale;
    form: string;
    confirmed: boolean;
}): string {
    const t = MESSAGES[opts.locale];
    return page({
        lang: t.lang,
        title: t.signOut,
        base: opts.base,
        // `form` is oidc-provider's own markup (action + xsrf input).
        body: `<h1>${escapeHtml(opts.confirmed ? t.signingOut : t.signOutQuestion)}</h1>
${opts.form}
<button id="kc-logout" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.signOut)}</button>`,
        scripts: opts.confirmed ? ['logout.js'] : [],
    });
}

export function signedOutPage(opts: { base: string; locale: Locale }) {
    const t = MESSAGES[opts.locale];
    return page({
        lang: t.lang,
        title: t.signedOut,
        base: opts.base,
        body: `<h1>${escapeHtml(t.signedOut)}</h1>
<p>${escapeHtml(t.signedOutText)}</p>`,
    });
}

export function errorPage(opts: {
    base: string;
    locale: Locale;
    error: string;
    description?: string;
}): string {
    const t = MESSAGES[opts.locale];
    const detail = opts.description ? `: ${opts.description}` : '';
    return page({
        lang: t.lang,
        title: t.errorTitle,
        base: opts.base,
        body: `<h1>${escapeHtml(t.errorTitle)}</h1>
<p>${escapeHtml(t.errorText)}</p>
<p id="kc-error-message"><code>${escapeHtml(opts.error)}</code>${escapeHtml(detail)}</p>`,
    });
}

/** keycloak-js loads this in an iframe before a silent check-sso. */
export function thirdPartyCookiesPage(base: string): string {
    return page({
        lang: 'en',
        title: '3p-cookies',
        base,
        body: '',
        scripts: ['3p-cookies.js'],
    });
}
