/**
 * The headers every answer of this origin carries, whoever serves it (the
 * SPA, the API, the Zabbix simulator, the sign-in's pages and oidc-provider's
 * own answers): the Content-Security-Policy, no MIME sniffing, no referrer,
 * and over HTTPS, Strict-Transport-Security.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The one inline script this origin serves, in public/silent-check-sso.html
 * (keycloak-js's silent sign-in frame): inline saves the frame a round
 * trip before sign-in can go on (docs/performance.md, "Start-up"). The
 * policy allows
 * this exact text by its hash, nothing else inline.
 */
export const SILENT_CHECK_SSO_SCRIPT =
    'parent.postMessage(location.href, location.origin);';

/** The CSP source that allows SILENT_CHECK_SSO_SCRIPT. */
export const SILENT_CHECK_SSO_HASH = `'sha256-${createHash('sha256')
    .update(SILENT_CHECK_SSO_SCRIPT)
    .digest('base64')}'`;

const origins = (value: string | undefined) =>
    (value ?? '')
        .split(/[\s,]+/)
        .map(s => s.trim())
        .filter(Boolean);

/**
 * The policy allows this origin only. An external Keycloak or Zabbix, or a
 * map tile server, is added through `CSP_CONNECT_SRC`, `CSP_FRAME_SRC` and
 * `CSP_IMG_SRC` (space- or comma-separated origins). `style-src` allows
 * inline styles because emotion (MUI) injects them at run time.
 */
export function contentSecurityPolicy(
    env: NodeJS.ProcessEnv = process.env
): string {
    const src = (base: string[], extra: string | undefined) =>
        [...base, ...origins(extra)].join(' ');
    return [
        "default-src 'self'",
        `script-src 'self' ${SILENT_CHECK_SSO_HASH}`,
        "style-src 'self' 'unsafe-inline'",
        `img-src ${src(["'self'", 'data:', 'blob:'], env.CSP_IMG_SRC)}`,
        `connect-src ${src(["'self'"], env.CSP_CONNECT_SRC)}`,
        `frame-src ${src(["'self'"], env.CSP_FRAME_SRC)}`,
        "frame-ancestors 'self'",
        // The app's service worker (vite-plugin-pwa), its manifest.
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    ].join('; ');
}

/** A year, and the subdomains: what HSTS preload lists ask for. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers for one request; a header already set (a page's own CSP) is
 * kept. `https`: the public URL is HTTPS (behind a TLS proxy, say).
 */
export function securityHeaders(
    req: Pick<FastifyRequest, 'protocol'>,
    csp: string,
    https = false
): Record<string, string> {
    return {
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        // Only over HTTPS: browsers ignore it on plain HTTP, where the
        // embedded stack runs by default.
        ...(https || req.protocol === 'https'
            ? { 'strict-transport-security': HSTS }
            : {}),
    };
}

/** Sets them on a raw response (a handler that hijacked the reply). */
export function setSecurityHeaders(
    res: ServerResponse,
    headers: Record<string, string>
): void {
    for (const [name, value] of Object.entries(headers))
        if (!res.hasHeader(name)) res.setHeader(name, value);
}

/** Must be registered before every plugin, so that each inherits it. */
export function registerSecurityHeaders(
    app: FastifyInstance,
    https: boolean
): string {
    const csp = contentSecurityPolicy();
    app.addHook('onSend', async (req, reply, payload) => {
        for (const [name, value] of Object.entries(
            securityHeaders(req, csp, https)
        ))
            if (!reply.hasHeader(name)) reply.header(name, value);
        return payload;
    });
    return csp;
}
