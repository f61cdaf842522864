import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, loadConfig, parseConfig, setConfig } from '@/config';
import { CONFIG_ELEMENT_ID } from '@/signin/embeddedConfig';

const valid = {
    apiUrl: '/api/',
    keycloak: { url: '', realm: 'plants', clientId: 'plants-web' },
    zabbix: {
        mode: 'direct',
        url: '/zabbix/api_jsonrpc.php',
        token: 't',
        authMode: 'header',
    },
    map: { tileUrl: 'https://tile/{z}/{x}/{y}.png', attribution: 'OSM' },
};

afterEach(() => {
    setConfig(undefined);
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
});

/** The data block the server writes into index.html (server/src/indexPage.ts). */
const embed = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = CONFIG_ELEMENT_ID;
    block.textContent = text;
    document.head.appendChild(block);
};

describe('runtime config', () => {
    it('fails with the spec error when used before it is loaded', () => {
        expect(() => getConfig()).toThrow(
            new Error('Core configuration not initialized')
        );
    });

    it('loads /config.json; an empty keycloak url means the page origin', async () => {
        const fetchMock = vi.fn(
            async () => new Response(JSON.stringify(valid))
        );
        await loadConfig(fetchMock);
        // Plain, so that it is the request the HTML preloaded (index.html).
        expect(fetchMock).toHaveBeenCalledWith('/config.json');
        expect(getConfig().keycloak.url).toBe(window.location.origin);
        expect(getConfig().apiUrl).toBe('/api');
    });

    it('reads the configuration written into the page without asking for /config.json', async () => {
        embed(JSON.stringify(valid));
        const fetchMock = vi.fn(async () => new Response('{}'));
        await loadConfig(fetchMock);
        expect(fetchMock).not.toHaveBeenCalled();
        expect(getConfig().apiUrl).toBe('/api');
    });

    it('asks for /config.json when the block is empty or not JSON', async () => {
        for (const text of ['', '{"apiUrl":']) {
            document.getElementById(CONFIG_ELEMENT_ID)?.remove();
            embed(text);
            const fetchMock = vi.fn(
                async () => new Response(JSON.stringify(valid))
            );
            await loadConfig(fetchMock);
            expect(fetchMock).toHaveBeenCalledWith('/config.json');
        }
    });

    it('reads Zabbix through the API by default, with no token', () => {
        const proxied = parseConfig(
            { ...valid, zabbix: { mode: 'proxy', token: 'ignored' } },
            'http://x'
        );
        expect(proxied.zabbix).toEqual({ mode: 'proxy' });
        expect(
            parseConfig({ ...valid, zabbix: {} }, 'http://x').zabbix
        ).toEqual({ mode: 'proxy' });
    });

    it('calls Zabbix directly when asked, or when an older file names its url', () => {
        expect(parseConfig(valid, 'http://x').zabbix).toEqual(valid.zabbix);
        const { mode: _mode, ...older } = valid.zabbix;
        expect(
            parseConfig({ ...valid, zabbix: older }, 'http://x').zabbix
        ).toEqual(valid.zabbix);
        expect(() =>
            parseConfig(
                { ...valid, zabbix: { mode: 'direct', authMode: 'x' } },
                'http://x'
            )
        ).toThrow(/zabbix\.authMode.*zabbix\.url/);
        expect(() =>
            parseConfig({ ...valid, zabbix: { mode: 'relay' } }, 'http://x')
        ).toThrow(/zabbix\.mode/);
    });

    it("takes the direct mode's Zabbix timeout, between a second and two minutes", () => {
        expect(
            parseConfig(
                { ...valid, zabbix: { ...valid.zabbix, timeoutMs: 30_000 } },
                'http://x'
            ).zabbix
        ).toEqual({ ...valid.zabbix, timeoutMs: 30_000 });
        for (const timeoutMs of [0, 999, 120_001, '30000'])
            expect(() =>
                parseConfig(
                    { ...valid, zabbix: { ...valid.zabbix, timeoutMs } },
                    'http://x'
                )
            ).toThrow(/zabbix\.timeoutMs/);
    });

    it('refreshes the monitoring screens every minute unless told otherwise', () => {
        expect(parseConfig(valid, 'http://x').monitoring).toEqual({
            refreshSeconds: 60,
        });
        expect(
            parseConfig(
                { ...valid, monitoring: { refreshSeconds: 2 } },
                'http://x'
            ).monitoring
        ).toEqual({ refreshSeconds: 2 });
        expect(() =>
            parseConfig(
                { ...valid, monitoring: { refreshSeconds: 0 } },
                'http://x'
            )
        ).toThrow(/monitoring\.refreshSeconds/);
    });

    it('names every bad key at once', () => {
        const broken = {
            ...valid,
            apiUrl: 3,
            keycloak: { url: '', realm: '' },
            map: null,
        };
        expect(() => parseConfig(broken, 'http://x')).toThrow(
            /apiUrl.*keycloak\.realm.*keycloak\.clientId.*map/
        );
    });
});
