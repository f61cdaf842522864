/**
 * Repositories on the database alone (helpers/seededDb.ts): paging, search,
 * filters, plant scope, unique 07 and soft delete.
 */
import { describe, expect, it } from 'vitest';
import {
    UniqueViolation,
    repositoryFor,
    type DbRecord,
} from '../../server/src/db/repository.ts';
import { db, openSeededDb, run, watershed } from './helpers/seededDb.ts';

openSeededDb();

describe('repository', () => {
    it('pages with the true total and sorts on declared fields only', async () => {
        const repo = repositoryFor(db, 'watershed');
        const page1 = await repo.search({
            page: 1,
            limit: 7,
            sort: 'name',
            order: 'DESC',
        });
        const page5 = await repo.search({
            page: 5,
            limit: 7,
            sort: 'name',
            order: 'DESC',
        });
        const all = await repo.search({
            limit: null,
            sort: 'name',
            order: 'DESC',
        });
        expect(page1.rows).toHaveLength(7);
        expect(page1.total).toBe(all.total);
        expect(all.total).toBeGreaterThanOrEqual(30);
        expect(page5.total).toBe(all.total);
        expect(page5.rows.map(r => r.id)).toEqual(
            all.rows.slice(28, 35).map(r => r.id)
        );
        const names = all.rows.map(r => String(r.name));
        expect(names).toEqual(
            [...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
        );
        // A sort on an undeclared or json column falls back to the default (name ASC), no error.
        const bogus = await repo.search({
            limit: 5,
            sort: 'states; DROP TABLE x',
        });
        const byDefault = await repo.search({ limit: 5 });
        expect(bogus.rows.map(r => r.id)).toEqual(
            byDefault.rows.map(r => r.id)
        );
    });

    it('searches case-insensitively over search fields, with LIKE wildcards literal', async () => {
        const repo = repositoryFor(db, 'watershed');
        const found = await repo.search({ search: 'PARANAPANEMA' });
        expect(found.rows.map(r => r.name)).toContain('Rio Paranapanema');
        expect(
            found.rows.every(r =>
                /paranapanema/i.test(`${r.name} ${r.mainRiver}`)
            )
        ).toBe(true);
        expect((await repo.search({ search: '%' })).total).toBe(0);
    });

    it('filters by declared filters, ids, references containment and ranges', async () => {
        const ws = repositoryFor(db, 'watershed');
        const parana = await ws.search({
            filters: { hydroRegion: 'parana' },
            limit: null,
        });
        expect(parana.total).toBeGreaterThan(3);
        expect(parana.rows.every(r => r.hydroRegion === 'parana')).toBe(true);
        const ids = parana.rows.slice(0, 3).map(r => r.id);
        const byIds = await ws.search({ filters: { id: ids.map(String) } });
        expect(byIds.rows.map(r => r.id).sort()).toEqual([...ids].sort());
        // Not a declared filter: ignored.
        expect(
            (await ws.search({ filters: { mainRiver: 'nope' } })).total
        ).toBe((await ws.search({})).total);

        const plants = await repositoryFor(db, 'subsidiary').search({
            limit: null,
        });
        const p1 = plants.rows[0] as DbRecord;
        const users = await repositoryFor(db, 'user').search({
            filters: { subsidiaryIds: String(p1.id) },
            limit: null,
        });
        expect(users.total).toBeGreaterThan(0);
        expect(
            users.rows.every(u => (u.subsidiaryIds as number[]).includes(p1.id))
        ).toBe(true);
        expect(
            (
                await repositoryFor(db, 'user').search({
                    filters: { profileWebId: 'abc' },
                })
            ).total
        ).toBe(0);

        const measures = repositoryFor(db, 'measure');
        const since = new Date(Date.now() - 6 * 3600_000).toISOString();
        const recent = await measures.search({
            subsidiaryId: p1.id,
            filters: { date_gte: since, criticality: ['high', 'critical'] },
            limit: null,
        });
        expect(recent.rows.every(m => String(m.date) >= since)).toBe(true);
        expect(
            recent.rows.every(
                m => m.criticality === 'high' || m.criticality === 'critical'
            )
        ).toBe(true);
        const allPlant = await measures.search({
            subsidiaryId: p1.id,
            limit: 1,
        });
        expect(allPlant.total).toBeGreaterThan(recent.total);
    });

    it('keeps plant records inside their plant', async () => {
        const [a, b] = (
            await repositoryFor(db, 'subsidiary').search({ limit: 2 })
        ).rows;
        if (!a || !b) throw new Error('two plants expected');
        const contacts = repositoryFor(db, 'contact');
        const mine = await contacts.create(
            {
                name: `Contato ${run}`,
                role: 'Teste',
                organization: 'internal',
                phone: '34991234567',
                criticalityForContact: ['high'],
            },
            { subsidiaryId: a.id }
        );
        expect(mine.subsidiaryId).toBe(a.id);
        expect(await contacts.get(mine.id, { subsidiaryId: b.id })).toBeNull();
        expect(
            await contacts.getMany([mine.id], { subsidiaryId: b.id })
        ).toEqual([]);
        expect(
            await contacts.update(
                mine.id,
                { role: 'x' },
                { subsidiaryId: b.id }
            )
        ).toBeNull();
        expect(
            await contacts.remove(mine.id, { subsidiaryId: b.id })
        ).toBeNull();
        const listB = await contacts.search({
            subsidiaryId: b.id,
            search: run,
        });
        expect(listB.total).toBe(0);
        const listA = await contacts.search({
            subsidiaryId: a.id,
            search: run,
        });
        expect(listA.rows.map(r => r.id)).toEqual([mine.id]);
        // A body subsidiaryId cannot move a plant record.
        const other = await contacts.create(
            {
                name: `Outro ${run}`,
                role: 'r',
                organization: 'other',
                phone: '3432221111',
                criticalityForContact: ['low'],
                subsidiaryId: b.id,
            },
            { subsidiaryId: a.id }
        );
        expect(other.subsidiaryId).toBe(a.id);
        expect(
            (await contacts.get(mine.id, { subsidiaryId: a.id }))?.role
        ).toBe('Teste');
    });

    it('answers UniqueViolation for live duplicates only, scoped where declared', async () => {
        const ws = repositoryFor(db, 'watershed');
        const first = await ws.create(watershed(`Bacia ${run}`));
        const err = await ws
            .create(watershed(`Bacia ${run}`))
            .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(UniqueViolation);
        expect(err).toMatchObject({ field: 'name', code: '07' });
        const second = await ws.create(watershed(`Bacia 2 ${run}`));
        await expect(
            ws.update(second.id, { name: `Bacia ${run}` })
        ).rejects.toMatchObject({
            field: 'name',
        });
        // Deleted records free their value.
        await ws.remove(first.id);
        const again = await ws.create(watershed(`Bacia ${run}`));
        expect(again.id).not.toBe(first.id);

        // inspection-form names are unique per plant only.
        const [a, b] = (
            await repositoryFor(db, 'subsidiary').search({ limit: 2 })
        ).rows;
        if (!a || !b) throw new Error('two plants expected');
        const forms = repositoryFor(db, 'inspection-form');
        const body = {
            name: `Formulário ${run}`,
            fields: [{ title: 't', fieldType: 1 }],
            version: 1,
        };
        await forms.create(body, { subsidiaryId: a.id });
        await expect(
            forms.create(body, { subsidiaryId: a.id })
        ).rejects.toBeInstanceOf(UniqueViolation);
        await expect(
            forms.create(body, { subsidiaryId: b.id })
        ).resolves.toMatchObject({ name: body.name });
    });

    it('soft-deletes resources with a status and hard-deletes the others', async () => {
        const ws = repositoryFor(db, 'watershed');
        const rec = await ws.create(watershed(`Apagar ${run}`));
        const removed = await ws.remove(rec.id);
        expect(removed?.status).toBe('deleted');
        expect((await ws.search({ search: `Apagar ${run}` })).total).toBe(0);
        expect(
            (
                await ws.search({
                    search: `Apagar ${run}`,
                    filters: { status: 'deleted' },
                })
            ).total
        ).toBe(1);
        expect(
            (await ws.search({ search: `Apagar ${run}`, includeDeleted: true }))
                .total
        ).toBe(1);
        expect((await ws.get(rec.id))?.status).toBe('deleted');

        const modules = repositoryFor(db, 'module');
        const m = await modules.create({
            codeIntl: `mod_${run}`,
            icon: 'Home',
            order: 9,
        });
        expect((await modules.remove(m.id))?.id).toBe(m.id);
        expect(await modules.get(m.id)).toBeNull();
        expect(await modules.remove(m.id)).toBeNull();
    });
});
