/**
 * The SPA's dataProvider and httpClient against the real server: the REST
 * contract, the plant header and field errors decoded for the form.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from 'ra-core';
import { createDataProvider } from '../../src/providers/dataProvider.ts';
import { createHttpClient } from '../../src/providers/httpClient.ts';
import type { Session } from '../../shared/domain/session.ts';
import type { AlertsDataProvider } from '../../src/providers/monitoring/alertsApi.ts';
import { DEMO } from './helpers/apiClient.ts';
import { signIn } from './helpers/login.ts';
import { sensorLike } from './helpers/records.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

const providerFor = (token: string, plant: () => number | null) =>
    createDataProvider(
        createHttpClient({
            getApiUrl: () => `${baseUrl}/api`,
            getToken: async () => token,
            getPlantId: plant,
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
            getPlantId: () => null,
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
        expect(Object.values(invalid.body.errors ?? {})).toContain(
            'app.serverErrors.01'
        );

        const data = {
            name: 'Defesa Civil de Teste',
            role: 'Coordenadora',
            organization: 'civil-defense',
            phone: '11987654321',
            criticalityForContact: ['high', 'critical'],
            escalationOrder: 5,
            status: 'active',
        };
        const created = await provider.create('contact', { data });
        expect(created.data).toMatchObject({
            name: data.name,
            escalationOrder: 5,
        });
        const updated = await provider.update('contact', {
            id: created.data.id,
            data: { ...created.data, role: 'Coordenador' },
            previousData: created.data,
        });
        expect(updated.data).toMatchObject({
            role: 'Coordenador',
            name: data.name,
        });
        const found = await provider.getList('contact', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'name', order: 'ASC' },
            filter: { q: 'Defesa Civil de Teste' },
        });
        expect(found.data.map(r => r.id)).toContain(created.data.id);
        await provider.delete('contact', {
            id: created.data.id,
            previousData: updated.data,
        });
        const after = await provider
            .getOne('contact', { id: created.data.id })
            .catch((e: unknown) => e);
        // Contacts have a status: DELETE marks them deleted (or they are gone).
        if (after instanceof Error)
            expect((after as HttpError).status).toBe(404);
        else
            expect((after as { data: { status: string } }).data.status).toBe(
                'deleted'
            );
    });

    it('mutes a sensor, reads its silence and ends it; a second end is refused', async () => {
        const provider = providerFor(
            token,
            () => selected
        ) as AlertsDataProvider;
        const template = (
            await provider.getList('sensor', {
                pagination: { page: 1, perPage: 1 },
                sort: { field: 'id', order: 'ASC' },
                filter: { status: 'active' },
            })
        ).data[0]!;
        const sensor = (
            await provider.create('sensor', { data: sensorLike(template) })
        ).data;
        const id = Number(sensor.id);
        expect((await provider.getSensorSilence(id)).data).toBeNull();
        const until = new Date(Date.now() + 3_600_000).toISOString();
        const muted = await provider.muteSensor(id, {
            until,
            reason: 'Calibração',
        });
        expect(muted.data).toMatchObject({ sensorId: id, until });
        expect((await provider.getSensorSilence(id)).data).toMatchObject({
            sensorId: id,
            until,
            reason: 'Calibração',
            createdBy: { name: expect.any(String) },
        });
        expect(await provider.endSensorSilence(id)).toEqual({ data: null });
        expect((await provider.getSensorSilence(id)).data).toBeNull();
        await expect(provider.endSensorSilence(id)).rejects.toMatchObject({
            status: 404,
        });
    });

    it("a plant that is not the user's is refused with 403", async () => {
        const provider = providerFor(token, () => 999_999);
        const error = (await provider
            .getList('sensor', {
                pagination: { page: 1, perPage: 5 },
                sort: { field: 'id', order: 'ASC' },
                filter: {},
            })
            .catch((e: unknown) => e)) as HttpError;
        expect(error.status).toBe(403);
    });
});
