/**
 * Search, paging and getMany against the running server.
 */
import { LIST_COUNT_CAP } from '../../shared/domain/paging.ts';
import { fieldErrors } from './helpers/apiClient.ts';
import { demoActors } from './helpers/actors.ts';

const actors = demoActors();

describe('search, paging and getMany', () => {
    /** A sensor's readings: more than two pages of 10, fewer than the count cap. */
    const oneSensor = async () => {
        const sensors = await actors.operator.get('/sensor/search?limit=100');
        for (const s of sensors.rows) {
            const res = await actors.operator.get(
                `/measure/search?limit=1&sensorId=${s.id as number}`
            );
            const total = res.body.meta?.total ?? 0;
            if (total > 20 && !res.body.meta?.totalCapped)
                return `sensorId=${s.id as number}`;
        }
        throw new Error('no sensor with 21 to 1000 readings');
    };

    it('pages through all records with the true total', async () => {
        const filter = await oneSensor();
        const first = await actors.operator.get(
            `/measure/search?limit=10&page=1&${filter}`
        );
        const total = first.body.meta?.total ?? 0;
        expect(total).toBeGreaterThan(20);
        expect(total).toBeLessThanOrEqual(LIST_COUNT_CAP);
        expect(first.rows).toHaveLength(10);
        const lastPage = Math.ceil(total / 10);
        const last = await actors.operator.get(
            `/measure/search?limit=10&page=${lastPage}&${filter}`
        );
        expect(last.rows).toHaveLength(total - (lastPage - 1) * 10);
        expect(last.body.meta).toEqual({ page: lastPage, limit: 10, total });
        const beyond = await actors.operator.get(
            `/measure/search?limit=10&page=${lastPage + 1}&${filter}`
        );
        expect(beyond.rows).toEqual([]);
        expect(beyond.body.meta?.total).toBe(total);
    });

    it('counts up to the cap, then says the total is capped and still pages', async () => {
        const first = await actors.operator.get('/measure/search?limit=100');
        expect(first.body.meta).toEqual({
            page: 1,
            limit: 100,
            total: LIST_COUNT_CAP,
            totalCapped: true,
        });
        // Past the cap the pages go on, each with its rows.
        const deep = await actors.operator.get(
            '/measure/search?limit=100&page=12'
        );
        expect(deep.rows).toHaveLength(100);
        expect(deep.rows[0]?.id).not.toBe(first.rows[0]?.id);
    });

    it('splits the total exactly across a filter', async () => {
        const filter = await oneSensor();
        const total =
            (await actors.operator.get(`/measure/search?limit=1&${filter}`))
                .body.meta?.total ?? 0;
        let sum = 0;
        for (const c of ['low', 'medium', 'high', 'critical']) {
            const res = await actors.operator.get(
                `/measure/search?limit=5&criticality=${c}&${filter}`
            );
            expect(res.rows.every(r => r.criticality === c)).toBe(true);
            sum += res.body.meta?.total ?? 0;
        }
        expect(sum).toBe(total);
    });

    it('sorts both ways', async () => {
        const asc = await actors.admin.get(
            '/watershed/search?sort=name&order=ASC&limit=100'
        );
        const desc = await actors.admin.get(
            '/watershed/search?sort=name&order=desc&limit=100'
        );
        expect(asc.rows.length).toBeGreaterThan(2);
        expect(desc.rows.map(r => r.id)).toEqual(
            asc.rows.map(r => r.id).reverse()
        );
        const byId = await actors.admin.get(
            '/watershed/search?sort=id&order=DESC&limit=100'
        );
        const ids = byId.rows.map(r => r.id as number);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('gets several records by id, both spellings', async () => {
        const some = (
            await actors.admin.get('/watershed/search?limit=3')
        ).rows.map(r => r.id as number);
        expect(some).toHaveLength(3);
        const a = await actors.admin.get(
            `/watershed/search?id=${some.join(',')}`
        );
        const b = await actors.admin.get(
            `/watershed/search?${some.map(i => `id=${i}`).join('&')}`
        );
        expect(a.rows.map(r => r.id).sort()).toEqual([...some].sort());
        expect(b.rows.map(r => r.id).sort()).toEqual([...some].sort());
        expect(a.body.meta?.total).toBe(3);
    });

    it('rejects unknown parameters, sorts and out-of-range paging', async () => {
        const cases: [string, string][] = [
            ['/company/search?limit=101', 'limit:08'],
            ['/company/search?limit=0', 'limit:08'],
            ['/company/search?limit=ten', 'limit:04'],
            ['/company/search?page=-1', 'page:04'],
            ['/company/search?sort=password', 'sort:03'],
            ['/company/search?order=UP', 'order:03'],
            ['/company/search?nonsense=1', 'nonsense:03'],
            ['/company/search?status=gone', 'status:03'],
            ['/user/search?companyId=x', 'companyId:04'],
            // Values PostgreSQL refuses are 400s, not 500s.
            ['/company/search?search=a%00b', 'search:03'],
            ['/company/search?name=a%00b', 'name:03'],
            ['/measure/search?date_gte=1', 'date_gte:03'],
            ['/measure/search?date_gte=2026-02-31T00:00:00Z', 'date_gte:03'],
            ['/measure/search?date_lte=0000-01-01T00:00:00Z', 'date_lte:03'],
            ['/measure/search?date_gte=2026-11-20', 'date_gte:03'],
            ['/measure/search?date_gte=2026-11-20T25:00:00Z', 'date_gte:03'],
            [
                '/company/search?createdAt_gte=2026-13-01T00:00:00Z',
                'createdAt_gte:03',
            ],
        ];
        for (const [path, expected] of cases) {
            const res = await (
                path.startsWith('/measure') ? actors.operator : actors.admin
            ).get(path);
            expect(res.status, path).toBe(400);
            expect(fieldErrors(res), path).toContain(expected);
        }
    });
});
