/**
 * Serves the built SPA (`config.staticDir`, the Vite `dist/`), its runtime
 * `/config.json` and the client-side-route fallback to `index.html`
 * (security headers: securityHeaders.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.ts';
import {
    compactJson,
    encodePage,
    etagOf,
    pickEncoding,
    withConfig,
    type IndexPage,
} from './indexPage.ts';

/** Paths owned by the API, the sign-in and the Zabbix simulator: never the SPA. */
const SERVICE_PREFIXES = ['/api', '/realms', '/zabbix'];

const isServicePath = (url: string) => {
    const path = url.split('?')[0] ?? '';
    return SERVICE_PREFIXES.some(p => path === p || path.startsWith(`${p}/`));
};

/** What `/config.json` answers when `dist/config.json` does not override it. */
export const defaultClientConfig = (config: ServerConfig) => ({
    apiUrl: '/api',
    // An empty url means this origin (the embedded sign-in).
    keycloak: { url: '', realm: 'plants', clientId: 'plants-web' },
    // In proxy mode the browser never sees a Zabbix token.
    zabbix:
        config.zabbixMode === 'direct'
            ? {
                  mode: 'direct',
                  url: '/zabbix/api_jsonrpc.php',
                  token: config.zabbixToken,
                  // Picks Bearer or the auth field from apiinfo.version, so any Zabbix version works.
                  authMode: 'auto',
              }
            : { mode: 'proxy' },
    map: { tileUrl: '', attribution: '' },
    monitoring: { refreshSeconds: config.refreshSeconds },
});

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plants console: build missing</title></head>
<body><h1>The web console has not been built yet</h1>
<p>Run <code>npm start</code> (it builds the SPA when needed) or <code>npx vite build</code>, then reload.</p>
<p>O console ainda não foi compilado: rode <code>npm start</code> e recarregue a página.</p>
</body></html>
`;

/**
 * Vite's content-hashed output lives under /assets/ and never changes; its
 * brotli and gzip twins (build/precompress.ts) neither.
 */
const isHashedAsset = (file: string) =>
    file.includes('/assets/') &&
    /[-.][A-Za-z0-9_-]{8,}\.\w+$/.test(file.replace(/\.(br|gz)$/, ''));

export async function registerSpa(
    app: FastifyInstance,
    config: ServerConfig
): Promise<void> {
    const root = resolve(config.staticDir);

    const built = () => existsSync(resolve(root, 'index.html'));

    if (existsSync(root)) {
        await app.register(fastifyStatic, {
            root,
            index: false,
            cacheControl: false,
            // The build writes .br and .gz twins; the browser's
            // Accept-Encoding picks one (with Vary), else the plain file.
            preCompressed: true,
            // Source maps stay on disk for the developers' tools, not for
            // every visitor (vite.config.ts writes them 'hidden').
            allowedPath: pathname => !pathname.endsWith('.map'),
            // Directory requests fall through to the SPA fallback instead.
            redirect: false,
            setHeaders: (reply, file) => {
                reply.header(
                    'cache-control',
                    isHashedAsset(file)
                        ? 'public, max-age=31536000, immutable'
                        : 'no-cache'
                );
            },
        });
    }

    const defaultConfigBody = JSON.stringify(defaultClientConfig(config));
    const defaultConfigEtag = etagOf(defaultConfigBody);
    const mtimeOf = (file: string) => {
        try {
            return statSync(resolve(root, file)).mtimeMs;
        } catch {
            return -1;
        }
    };
    // index.html with the configuration in it (indexPage.ts), made again
    // when a new build or the operator's config.json replaced a file.
    let page: { key: string; page: IndexPage } | undefined;
    const indexPage = (): IndexPage => {
        const key = `${mtimeOf('index.html')}:${mtimeOf('config.json')}`;
        if (page?.key !== key) {
            const override = existsSync(resolve(root, 'config.json'))
                ? compactJson(
                      readFileSync(resolve(root, 'config.json'), 'utf8')
                  )
                : defaultConfigBody;
            const html = readFileSync(resolve(root, 'index.html'), 'utf8');
            page = { key, page: encodePage(withConfig(html, override)) };
        }
        return page.page;
    };

    const sendIndex = (req: FastifyRequest, reply: FastifyReply) => {
        if (!built()) {
            return reply
                .status(503)
                .header('cache-control', 'no-store')
                .type('text/html; charset=utf-8')
                .send(MISSING_BUILD_PAGE);
        }
        const { etag, ...bodies } = indexPage();
        reply
            .header('cache-control', 'no-cache')
            .header('vary', 'accept-encoding')
            .header('etag', etag)
            .type('text/html; charset=utf-8');
        const validators = String(req.headers['if-none-match'] ?? '');
        if (validators.split(',').some(v => v.trim() === etag))
            return reply.status(304).send();
        const encoding = pickEncoding(req.headers['accept-encoding']);
        if (!encoding) return reply.send(bodies.plain);
        return reply
            .header('content-encoding', encoding)
            .send(bodies[encoding]);
    };

    app.get('/config.json', (req, reply) => {
        // Revalidated on every load, answered 304 while unchanged.
        reply.header('cache-control', 'no-cache');
        // Operators override the defaults by dropping a config.json in dist/.
        if (existsSync(resolve(root, 'config.json'))) {
            return reply.sendFile('config.json', root);
        }
        reply.header('etag', defaultConfigEtag);
        if (req.headers['if-none-match'] === defaultConfigEtag) {
            return reply.status(304).send();
        }
        return reply
            .type('application/json; charset=utf-8')
            .send(defaultConfigBody);
    });

    app.get('/', (req, reply) => sendIndex(req, reply));

    app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
        const path = req.url.split('?')[0] ?? '';
        const isRead = req.method === 'GET' || req.method === 'HEAD';
        // A missing file (has an extension) is a 404, not the app shell.
        if (!isRead || isServicePath(path) || basename(path).includes('.')) {
            return reply.status(404).send({
                statusCode: 404,
                message: `Not found: ${req.method} ${path}`,
            });
        }
        return sendIndex(req, reply);
    });
}
