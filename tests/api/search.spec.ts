/**
 * A list's search finds a record by what the list shows (issue: forms that
 * tell the truth): a CNPJ, phone, DevEUI or gateway EUI typed with its
 * mask finds the record stored without it, as its bare characters do.
 */
import { cepMask, cnpjMask, devEuiMask, phoneMask } from '@/masks/masks';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

let admin: ApiClient;
let operator: ApiClient;

beforeAll(async () => {
    admin = (await clientFor(baseUrl, 'admin')).api;
    operator = (await clientFor(baseUrl, 'operator')).api;
});

const ids = async (client: ApiClient, path: string, term: string) =>
    (
        await client.get(
            `${path}/search?limit=100&search=${encodeURIComponent(term)}`
        )
    ).rows.map(r => r.id);

const first = async (client: ApiClient, path: string): Promise<Rec> =>
    (await client.get(`${path}/search?limit=1`)).rows[0] as Rec;

describe('search by what the list shows', () => {
    it('a CNPJ typed with its mask, whole or in part', async () => {
        const company = await first(admin, '/company');
        const shown = cnpjMask.format(String(company.cnpj));
        expect(shown).toMatch(/^\w{2}\.\w{3}\.\w{3}\/\w{4}-\d{2}$/);
        for (const term of [shown, shown.slice(0, 10), String(company.cnpj)])
            expect(await ids(admin, '/company', term), term).toContain(
                company.id
            );
    });

    it('a phone typed as shown', async () => {
        const contact = await first(operator, '/contact');
        const shown = phoneMask.format(String(contact.phone));
        expect(await ids(operator, '/contact', shown)).toContain(contact.id);
        expect(
            await ids(operator, '/contact', shown.slice(0, 9)) // "(34) 9987"
        ).toContain(contact.id);
    });

    it('a DevEUI with colons, dashes or none, in any case', async () => {
        const sensor = await first(operator, '/sensor');
        const stored = String(sensor.devEui);
        for (const term of [
            stored,
            stored.replace(/:/g, '-').toLowerCase(),
            stored.replace(/:/g, '').slice(0, 8),
            devEuiMask.format(stored).slice(0, 8),
        ])
            expect(await ids(operator, '/sensor', term), term).toContain(
                sensor.id
            );
    });

    it('a gateway EUI with separators', async () => {
        const gateway = await first(operator, '/gateway');
        const eui = String(gateway.gatewayEui);
        const dashed = (eui.match(/.{2}/g) ?? []).join('-').toLowerCase();
        expect(await ids(operator, '/gateway', dashed)).toContain(gateway.id);
    });

    it('a CEP inside the address, typed as shown or with its dash, and the city', async () => {
        const plant = await first(admin, '/subsidiary');
        const address = plant.address as { cep: string; county: string };
        const shown = cepMask.format(address.cep); // "01310 100"
        const dashed = `${address.cep.slice(0, 5)}-${address.cep.slice(5)}`;
        for (const term of [shown, dashed, address.cep, shown.slice(0, 4)])
            expect(await ids(admin, '/subsidiary', term), term).toContain(
                plant.id
            );
        expect(
            await ids(admin, '/subsidiary', address.county.toLowerCase())
        ).toContain(plant.id);
        // Another plant's CEP does not find this one.
        const others = (
            await admin.get('/subsidiary/search?limit=100')
        ).rows.filter(r => (r.address as { cep: string }).cep !== address.cep);
        const other = others[0]?.address as { cep: string } | undefined;
        expect(other).toBeDefined();
        if (other)
            expect(
                await ids(admin, '/subsidiary', cepMask.format(other.cep))
            ).not.toContain(plant.id);
    });

    it('still finds by name, and a term that matches nothing finds nothing', async () => {
        const company = await first(admin, '/company');
        expect(
            await ids(admin, '/company', String(company.name).slice(0, 6))
        ).toContain(company.id);
        expect(await ids(operator, '/contact', 'zzz-no-such-contact')).toEqual(
            []
        );
        // Letters and digits together are not a phone: no phone matches "k3x9".
        const contact = await first(operator, '/contact');
        const digits = String(contact.phone).slice(2, 5);
        expect(
            await ids(operator, '/contact', `q${digits[0]}x${digits.slice(1)}`)
        ).not.toContain(contact.id);
    });
});

describe('search ignores accents and case', () => {
    it('"piezometro" finds the sensors named "Piezômetro", and so do its upper-case and accented forms', async () => {
        const named = (
            await operator.get('/sensor/search?limit=100')
        ).rows.filter(r => String(r.name).startsWith('Piezômetro'));
        expect(named.length).toBeGreaterThan(0);
        for (const term of [
            'piezometro',
            'PIEZOMETRO',
            'Piezômetro',
            'PIEZÔMETRO',
        ]) {
            const found = await ids(operator, '/sensor', term);
            for (const s of named) expect(found, term).toContain(s.id);
        }
        // The accent is folded, not ignored: another letter still differs.
        expect(await ids(operator, '/sensor', 'piezametro')).toEqual([]);
    });

    it('a user list searched by a profile name finds the users whose profile column shows it', async () => {
        const profiles = (await admin.get('/profile/search?limit=100')).rows;
        const operador = profiles.find(p => p.name === 'Operador');
        expect(operador).toBeDefined();
        const users = (await admin.get('/user/search?limit=100')).rows;
        const withIt = users
            .filter(u => u.profileWebId === operador?.id)
            .map(u => u.id);
        expect(withIt.length).toBeGreaterThan(0);
        for (const term of ['Operador', 'operador', 'OPERADOR']) {
            const found = await ids(admin, '/user', term);
            expect(found, term).toEqual(expect.arrayContaining(withIt));
            // Only users that show it (by profile or by their own name or e-mail).
            for (const id of found) {
                const u = users.find(x => x.id === id);
                const shows =
                    u?.profileWebId === operador?.id ||
                    /operador/i.test(`${String(u?.name)} ${String(u?.email)}`);
                expect(shows, `user ${id}`).toBe(true);
            }
        }
    });
});
