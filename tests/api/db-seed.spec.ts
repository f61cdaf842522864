/**
 * The identity store and the demo seed on the database alone
 * (helpers/seededDb.ts).
 */
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../shared/domain/validate.ts';
import { isValidCnpj } from '../../shared/domain/cnpj.ts';
import { resources } from '../../shared/declarations/index.ts';
import {
    createIdentityStore,
    findUserBySubject,
    setPassword,
    subjectOfUser,
} from '../../server/src/db/identityStore.ts';
import { listOutbox } from '../../server/src/db/outbox.ts';
import { repositoryFor } from '../../server/src/db/repository.ts';
import { DEMO_RESOURCES, seedDemoData } from '../../server/src/seed/index.ts';
import { DEMO_PROFILES } from '../../server/src/seed/resources/profile.ts';
import { MAX_BOTTOM_MENU_MODULES } from '../../shared/declarations/profile.ts';
import {
    bottomMenuModules,
    exceedsBottomMenu,
    type ProfilePageEntry,
} from '../../shared/domain/profilePages.ts';
import { db, openSeededDb } from './helpers/seededDb.ts';

openSeededDb();

describe('identity store', () => {
    const store = () => createIdentityStore(db);

    it('verifies the demo accounts by username or e-mail, with roles from the profile', async () => {
        const admin = await store().verifyPassword('admin', 'Admin#2026');
        expect(admin).toMatchObject({ username: 'admin', roles: ['admin'] });
        expect(admin?.subject).toMatch(/^[0-9a-f-]{36}$/);
        expect(
            await store().verifyPassword('ADMIN', 'Admin#2026')
        ).toMatchObject({ username: 'admin' });
        expect(
            (await store().verifyPassword('operator', 'Operator#2026'))?.roles
        ).toEqual(['operator']);
        const viewer = await store().verifyPassword('viewer', 'Viewer#2026');
        expect(viewer?.roles).toEqual(['viewer']);
        expect(
            await store().verifyPassword(viewer?.email ?? '', 'Viewer#2026')
        ).toMatchObject({
            username: 'viewer',
        });
        expect(await store().verifyPassword('admin', 'admin#2026')).toBeNull();
        expect(await store().verifyPassword('nobody', 'Admin#2026')).toBeNull();
        expect(await store().verifyPassword('', '')).toBeNull();
    });

    it('finds users by subject and sets passwords', async () => {
        const admin = await store().verifyPassword('admin', 'Admin#2026');
        const sub = admin?.subject ?? '';
        expect(await store().findBySubject(sub)).toEqual(admin);
        expect(await store().findBySubject('not-a-uuid')).toBeNull();
        const user = await findUserBySubject(db, sub);
        expect(user?.email).toBe(admin?.email);
        expect(await subjectOfUser(db, user?.id ?? 0)).toBe(sub);

        const users = repositoryFor(db, 'user');
        const [one] = (await users.search({ search: 'Mariana', limit: 1 }))
            .rows;
        if (!one) throw new Error('a seeded user expected');
        expect(
            await store().verifyPassword(String(one.email), 'Nova#Senha1')
        ).toBeNull();
        expect(await setPassword(db, one.id, 'Nova#Senha1')).toBe(true);
        expect(
            await store().verifyPassword(String(one.email), 'Nova#Senha1')
        ).toMatchObject({
            email: one.email,
        });
        await setPassword(db, one.id, 'Outra#Senha2');
        expect(
            await store().verifyPassword(String(one.email), 'Nova#Senha1')
        ).toBeNull();
        expect(await setPassword(db, 999999, 'x')).toBe(false);

        // Inactive users cannot sign in.
        await users.update(one.id, { status: 'inactive' });
        expect(
            await store().verifyPassword(String(one.email), 'Outra#Senha2')
        ).toBeNull();
        await users.update(one.id, { status: 'active' });
    });
});

describe('demo seed', () => {
    it('is idempotent', async () => {
        const counts = async () =>
            Promise.all(
                resources.map(
                    async def =>
                        (
                            await repositoryFor(db, def.name).search({
                                limit: 1,
                                includeDeleted: true,
                            })
                        ).total
                )
            );
        const before = await counts();
        expect(await seedDemoData(db)).toBe(false);
        expect(await counts()).toEqual(before);
    });

    it('holds only records the API would accept, in the quantities the demo promises', async () => {
        const invalid: string[] = [];
        for (const def of resources) {
            const { rows } = await repositoryFor(db, def.name).search({
                limit: null,
                includeDeleted: true,
            });
            if ((DEMO_RESOURCES as readonly string[]).includes(def.name))
                expect(rows.length, def.name).toBeGreaterThan(
                    def.name === 'company' || def.name === 'subsidiary' ? 1 : 3
                );
            for (const r of rows) {
                const { errors } = validateRecord(def, r, { partial: false });
                if (errors.length)
                    invalid.push(
                        `${def.name} ${r.id}: ${JSON.stringify(errors)}`
                    );
            }
        }
        expect(invalid).toEqual([]);

        const companies = (
            await repositoryFor(db, 'company').search({ limit: null })
        ).rows;
        expect(companies.every(c => isValidCnpj(String(c.cnpj)))).toBe(true);
        expect(companies.some(c => /[A-Z]/.test(String(c.cnpj)))).toBe(true);
        const plants = (
            await repositoryFor(db, 'subsidiary').search({ limit: null })
        ).rows;
        expect(plants.length).toBeGreaterThanOrEqual(3);
        for (const p of plants) {
            // Inside Brazil's bounding box.
            expect(p.latitude as number).toBeGreaterThan(-33.8);
            expect(p.latitude as number).toBeLessThan(5.3);
            expect(p.longitude as number).toBeGreaterThan(-74);
            expect(p.longitude as number).toBeLessThan(-34.7);
        }
        const measures = await repositoryFor(db, 'measure').search({
            limit: null,
        });
        expect(measures.total).toBeGreaterThanOrEqual(2000);
        const crit = new Set(measures.rows.map(m => m.criticality));
        expect([...crit].sort()).toEqual(['critical', 'high', 'low', 'medium']);
        const sensors = (
            await repositoryFor(db, 'sensor').search({
                limit: null,
                includeDeleted: true,
            })
        ).rows;
        const items = sensors.map(s => Number(s.zabbixItemId));
        expect(items.every(i => i >= 10001 && i <= 10060)).toBe(true);
        expect(new Set(items).size).toBe(sensors.length);
        const forms = (
            await repositoryFor(db, 'inspection-form').search({ limit: null })
        ).rows;
        const types = new Set(
            forms.flatMap(f =>
                (f.fields as { fieldType: number }[]).map(x => x.fieldType)
            )
        );
        expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        const sent = (
            await repositoryFor(db, 'simulation').search({
                filters: { sent: 'true' },
                limit: 1,
            })
        ).rows[0];
        expect(
            (await listOutbox(db, { simulationId: sent?.id })).length
        ).toBeGreaterThan(0);
    });

    it('stores each register with the questions it answered, one for every answer', async () => {
        // Read as stored, without the repository's fallback.
        const { rows } = await db.query<{
            form_fields: { title: string }[];
            answers: { fieldIndex: number }[];
        }>('SELECT form_fields, answers FROM inspection_register');
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) {
            expect(r.answers.length).toBeGreaterThan(0);
            for (const a of r.answers)
                expect(r.form_fields[a.fieldIndex]?.title).toBeTruthy();
        }
    });

    it("lets the field app's profile reach the bottom menu's limit: one mobile module more than it holds", async () => {
        const pages = (await repositoryFor(db, 'page').search({ limit: null }))
            .rows;
        const moduleOf = (id: number) => pages.find(p => p.id === id)?.moduleId;
        const mobile = pages.filter(p => p.type === 1);
        expect(new Set(mobile.map(p => p.moduleId)).size).toBe(
            MAX_BOTTOM_MENU_MODULES + 1
        );
        const profile = (
            await repositoryFor(db, 'profile').search({
                filters: { type: [1] },
                limit: null,
            })
        ).rows.find(p => p.name === DEMO_PROFILES.mobile);
        const entries = (profile?.pages ?? []) as ProfilePageEntry[];
        expect(entries.map(e => e.pageId).sort()).toEqual(
            mobile.map(p => p.id).sort()
        );
        expect(bottomMenuModules(entries, moduleOf).size).toBe(
            MAX_BOTTOM_MENU_MODULES
        );
        const outside = entries.find(e => !e.showInBottomMenu);
        if (!outside)
            throw new Error('every mobile page is in the bottom menu');
        expect(
            exceedsBottomMenu(
                entries,
                outside.pageId,
                moduleOf,
                MAX_BOTTOM_MENU_MODULES
            )
        ).toBe(true);
    });

    it('gives the demo accounts their plants', async () => {
        const store = createIdentityStore(db);
        const plantsOf = async (username: string, password: string) => {
            const acc = await store.verifyPassword(username, password);
            const user = await findUserBySubject(db, acc?.subject ?? '');
            return (user?.subsidiaryIds as number[]).length;
        };
        expect(await plantsOf('admin', 'Admin#2026')).toBe(0);
        expect(await plantsOf('operator', 'Operator#2026')).toBe(2);
        expect(await plantsOf('viewer', 'Viewer#2026')).toBe(1);
    });
});
