/**
 * Static files of the sign-in pages, served under `<realm>/resources/`.
 * Scripts are files, not inline, so a strict `script-src 'self'` holds.
 */

/**
 * The sign-in pages' style, in each page (./html.ts) and allowed by its
 * hash: a style sheet file would be one more round trip before the form
 * shows, the last of a signed-out visit's chain (docs/performance.md,
 * "Start-up").
 */
export const LOGIN_CSS = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f6;color:#1b2733}
.card{width:100%;max-width:380px;margin:16px;padding:32px;background:#fff;border-radius:8px;
box-shadow:0 2px 8px rgba(0,0,0,.15)}
h1{font-size:1.4rem;font-weight:500;margin:0 0 24px}
.field{margin-bottom:16px}
label{display:block;margin-bottom:6px;font-weight:500}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #8a97a5;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #66a3ff;outline-offset:1px}
input[aria-invalid=true]{border-color:#b3261e}
.error{display:block;margin:-4px 0 16px;color:#b3261e}
button{width:100%;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#0b5cad;
border:0;border-radius:4px;cursor:pointer}
button:hover{background:#094a8b}
.locale{margin:20px 0 0;text-align:center}
a{color:#0b5cad}
code{font-family:ui-monospace,monospace}
`;

/** Keycloak signs out without asking when the RP sends id_token_hint. */
const logoutJs = `document.getElementById('kc-logout').click();
`;

/**
 * keycloak-js waits for "supported"/"unsupported" before a silent check-sso.
 * Our session cookie is SameSite=Lax, so it reaches an iframe only when the
 * app is same-site with us; otherwise say "unsupported" and keycloak-js falls
 * back to a top-level redirect check.
 */
const thirdPartyCookiesJs = `(function () {
  var parent = (location.ancestorOrigins && location.ancestorOrigins[0]) || document.referrer || '';
  var site = function (host) {
    return /^[\\d.]+$|^\\[|^localhost$/.test(host) ? host : host.split('.').slice(-2).join('.');
  };
  var same = true;
  try {
    var p = new URL(parent);
    same = p.protocol === location.protocol && site(p.hostname) === site(location.hostname);
  } catch (e) {}
  window.parent.postMessage(same ? 'supported' : 'unsupported', '*');
})();
`;

/** The app's mark (public/favicon.svg), so sign-in pages have an icon too. */
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1565c0"/><path d="M6 22c4-6 6-6 10 0s6 6 10 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M16 6l-4 9h8z" fill="#ffca28"/></svg>
`;

export const ASSETS: Record<string, { type: string; body: string }> = {
    'favicon.svg': { type: 'image/svg+xml', body: favicon },
    'logout.js': {
        type: 'text/javascript; charset=utf-8',
        body: logoutJs,
    },
    '3p-cookies.js': {
        type: 'text/javascript; charset=utf-8',
        body: thirdPartyCookiesJs,
    },
};
