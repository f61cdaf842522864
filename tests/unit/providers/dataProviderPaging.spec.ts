/**
 * An export asks for more records than the API's largest page (100): the
 * data provider asks page after page and answers them as one. Reference
 * names of hundreds of ids come the same way.
 */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import type { ApiRequest, HttpClient } from '@/providers/httpClient';

/** A fake API holding `count` records, answering pages as the real one does. */
const api = (count: number, capped = false) => {
    const queries: URLSearchParams[] = [];
    const http = vi.fn(async (_path: string, request?: ApiRequest) => {
        const query = new URLSearchParams(request?.query);
        queries.push(query);
        const limit = Number(query.get('limit'));
        if (limit > 100) throw new Error('limit:08');
        const ids = query.getAll('id');
        if (ids.length)
            return {
                status: 200,
                json: { data: ids.map(id => ({ id: Number(id) })) },
            };
        const page = Number(query.get('page'));
        const start = (page - 1) * limit;
        const data = Array.from(
            { length: Math.max(0, Math.min(limit, count - start)) },
            (_, i) => ({ id: start + i + 1 })
        );
        return {
            status: 200,
            json: {
                data,
                meta: capped
                    ? { page, limit, total: 1000, totalCapped: true }
                    : { page, limit, total: count },
            },
        };
    }) as unknown as HttpClient;
    return { queries, provider: createDataProvider(http) };
};

describe('dataProvider: pages larger than the API’s', () => {
    it('asks the API’s pages of 100 until a short one, keeping sort and filters', async () => {
        const { queries, provider } = api(250);
        const result = await provider.getList('measure', {
            pagination: { page: 1, perPage: 10_000 },
            sort: { field: 'date', order: 'DESC' },
            filter: { sensorId: 3 },
        });
        expect(result.data).toHaveLength(250);
        expect(result.data[249]).toEqual({ id: 250 });
        expect(result.total).toBe(250);
        expect(queries.map(q => q.toString())).toEqual([
            'page=1&limit=100&sort=date&order=DESC&sensorId=3',
            'page=2&limit=100&sort=date&order=DESC&sensorId=3',
            'page=3&limit=100&sort=date&order=DESC&sensorId=3',
        ]);
    });

    it('stops at the page size asked for', async () => {
        const { queries, provider } = api(5000);
        const result = await provider.getList('measure', {
            pagination: { page: 1, perPage: 300 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(result.data).toHaveLength(300);
        expect(queries).toHaveLength(3);
    });

    it('past the count cap, says whether more records follow', async () => {
        const { provider } = api(1500, true);
        const result = await provider.getList('measure', {
            pagination: { page: 1, perPage: 1000 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(result.data).toHaveLength(1000);
        expect(result.pageInfo).toEqual({
            hasNextPage: true,
            hasPreviousPage: false,
        });
    });

    it('getMany asks at most 100 ids at a time', async () => {
        const { queries, provider } = api(0);
        const ids = Array.from({ length: 230 }, (_, i) => i + 1);
        const result = await provider.getMany('sensor', { ids });
        expect(result.data.map(r => r.id)).toEqual(ids);
        expect(queries.map(q => q.getAll('id').length)).toEqual([100, 100, 30]);
    });
});
