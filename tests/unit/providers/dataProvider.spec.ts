import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import type { ApiRequest, HttpClient } from '@/providers/httpClient';

const recorder = (json: unknown) => {
    const calls: { path: string; request?: ApiRequest }[] = [];
    const http = vi.fn(async (path: string, request?: ApiRequest) => {
        calls.push({ path, request });
        return { status: 200, json };
    }) as unknown as HttpClient;
    return { calls, provider: createDataProvider(http) };
};

describe('dataProvider', () => {
    it('getList: /search with page, limit, search, sort, order and filters; meta.total', async () => {
        const { calls, provider } = recorder({
            data: [{ id: 1 }],
            meta: { total: 42 },
        });
        const result = await provider.getList('sensor', {
            pagination: { page: 2, perPage: 25 },
            sort: { field: 'name', order: 'DESC' },
            filter: { q: 'piez', status: 'active', type: ['a', 'b'] },
        });
        expect(result).toEqual({ data: [{ id: 1 }], total: 42 });
        expect(calls[0]?.path).toBe('/sensor/search');
        expect(calls[0]?.request?.query?.toString()).toBe(
            'page=2&limit=25&search=piez&sort=name&order=DESC&status=active&type=a&type=b'
        );
    });

    it("getList: past the API's count cap, pages forward and back without a total", async () => {
        const full = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
        const { provider } = recorder({
            data: full,
            meta: { page: 3, limit: 10, total: 1000, totalCapped: true },
        });
        const result = await provider.getList('measure', {
            pagination: { page: 3, perPage: 10 },
            sort: { field: 'date', order: 'DESC' },
            filter: {},
        });
        expect(result).toEqual({
            data: full,
            pageInfo: { hasNextPage: true, hasPreviousPage: true },
        });
        expect(result.total).toBeUndefined();

        const last = recorder({
            data: [{ id: 1 }],
            meta: { page: 1, limit: 10, total: 1000, totalCapped: true },
        });
        const end = await last.provider.getList('measure', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'date', order: 'DESC' },
            filter: {},
        });
        expect(end.pageInfo).toEqual({
            hasNextPage: false,
            hasPreviousPage: false,
        });
    });

    it('getList: a range bound still being typed waits; a date, an instant or a number goes', async () => {
        const { calls, provider } = recorder({ data: [], meta: { total: 0 } });
        await provider.getList('measure', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'date', order: 'DESC' },
            filter: {
                date_gte: '20/11/2',
                date_lte: '2026-11-20T13:30:00.000Z',
                value_gte: '1.5',
                day_lte: '2026-11-20',
            },
        });
        expect(calls[0]?.request?.query?.toString()).toBe(
            'page=1&limit=10&sort=date&order=DESC&date_lte=2026-11-20T13%3A30%3A00.000Z&value_gte=1.5&day_lte=2026-11-20'
        );
    });

    it('updatePassword sends the current password with the new one', async () => {
        const { calls, provider } = recorder({ data: { updated: true } });
        await provider.updatePassword({
            currentPassword: 'Velha#2025',
            password: 'Nova#2026x',
        });
        expect(calls[0]).toEqual({
            path: '/user/update-password',
            request: {
                method: 'POST',
                body: { password: 'Nova#2026x', currentPassword: 'Velha#2025' },
            },
        });
    });

    it('getMany: one request with repeated id params', async () => {
        const { calls, provider } = recorder({
            data: [{ id: 1 }, { id: 2 }],
            meta: { total: 2 },
        });
        const { data } = await provider.getMany('user', { ids: [1, 2] });
        expect(data).toHaveLength(2);
        expect(calls).toHaveLength(1);
        expect(calls[0]?.request?.query?.getAll('id')).toEqual(['1', '2']);
    });

    it('getManyReference filters by the target', async () => {
        const { calls, provider } = recorder({ data: [], meta: { total: 0 } });
        await provider.getManyReference('sensor', {
            target: 'gatewayId',
            id: 5,
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(calls[0]?.request?.query?.get('gatewayId')).toBe('5');
    });

    it('getOne and create unwrap { data }', async () => {
        const { calls, provider } = recorder({ data: { id: 9, name: 'x' } });
        expect((await provider.getOne('company', { id: 9 })).data).toEqual({
            id: 9,
            name: 'x',
        });
        await provider.create('company', { data: { name: 'x' } });
        expect(calls[1]).toEqual({
            path: '/company',
            request: { method: 'POST', body: { name: 'x' } },
        });
    });

    it('update PATCHes only the changed fields', async () => {
        const { calls, provider } = recorder({ data: { id: 3 } });
        await provider.update('user', {
            id: 3,
            data: {
                id: 3,
                name: 'New',
                email: 'a@b.co',
                address: { cep: '1' },
                phone: undefined,
            },
            previousData: {
                id: 3,
                name: 'Old',
                email: 'a@b.co',
                address: { cep: '1' },
                phone: '11',
            },
        });
        expect(calls[0]?.path).toBe('/user/3');
        expect(calls[0]?.request).toEqual({
            method: 'PATCH',
            body: { name: 'New', phone: null },
        });
    });

    it('delete and deleteMany call DELETE per id', async () => {
        const { calls, provider } = recorder(undefined);
        await provider.delete('gateway', { id: 4, previousData: { id: 4 } });
        await provider.deleteMany('gateway', { ids: [5, 6] });
        expect(calls.map(c => `${c.request?.method} ${c.path}`)).toEqual([
            'DELETE /gateway/4',
            'DELETE /gateway/5',
            'DELETE /gateway/6',
        ]);
    });
});
