import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, loadConfig, parseConfig, setConfig } from '@/config';

const valid = {
    apiUrl: '/api/',
    keycloak: { url: '', realm: 'plants', clientId: 'plants-web' },
    zabbix: { url: '/zabbix/api_jsonrpc.php', token: 't', authMode: 'header' },
    map: { tileUrl: 'https://tile/{z}/{x}/{y}.png', attribution: 'OSM' },
};

afterEach(() => setConfig(undefined));

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
        expect(fetchMock).toHaveBeenCalledWith(
            '/config.json',
            expect.anything()
        );
        expect(getConfig().keycloak.url).toBe(window.location.origin);
        expect(getConfig().apiUrl).toBe('/api');
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
