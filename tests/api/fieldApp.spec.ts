/**
 * The field app on the server (docs/field-app.md, "On the server"): a
 * request with `profile-type: mobile` is checked against the mobile
 * profile, each mobile page standing for the web pages it grants; creates
 * repeated with one Idempotency-Key make one record; a register filled
 * against another version of its form is refused; the session carries the
 * bottom menu; the home, the kit and a reading's assessment.
 */
import { randomUUID } from 'node:crypto';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const MOBILE = { 'profile-type': 'mobile' };

let operator: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
    operator = (await clientFor(baseUrl, 'operator')).api;
    viewer = (await clientFor(baseUrl, 'viewer')).api;
});

const asField = (
    api: ApiClient,
    path: string,
    method = 'GET',
    body?: unknown,
    headers: Record<string, string> = {}
) =>
    api.raw(path, {
        method,
        headers: {
            ...MOBILE,
            ...headers,
            ...(body === undefined
                ? {}
                : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

const firstSensor = async (): Promise<Rec> => {
    const sensors = await operator.get('/sensor/search?limit=1');
    const sensor = sensors.rows[0];
    if (!sensor) throw new Error('no sensor in the plant');
    return sensor;
};

describe('The session', () => {
    test('carries the mobile profile: its pages and a bottom menu of at most three modules', async () => {
        const session = (await operator.get('/user/session')).record;
        const mobile = session.mobile as {
            pages: { url: string }[];
            bottomMenu: { url: string; codeIntl: string }[];
        };
        expect(mobile.pages.map(p => p.url)).toEqual(
            expect.arrayContaining(['/home', '/measure', '/inspection'])
        );
        expect(mobile.bottomMenu.map(b => b.url)).toEqual([
            '/home',
            '/measure',
            '/inspection',
        ]);
        // The same session whichever profile the request acts as.
        const asMobile = await asField(operator, '/user/session');
        expect(asMobile.record.permission).toEqual(session.permission);
    });

    test('is null for a user without a mobile profile, who cannot act as one', async () => {
        expect((await viewer.get('/user/session')).record.mobile).toBeNull();
        expect((await asField(viewer, '/sensor/search')).status).toBe(403);
    });
});

describe('Field requests', () => {
    test('read what the mobile pages show, and create readings', async () => {
        const sensor = await firstSensor();
        expect((await asField(operator, '/sensor/search')).status).toBe(200);
        expect(
            (await asField(operator, '/inspection-form/search')).status
        ).toBe(200);
        const created = await asField(operator, '/measure', 'POST', {
            sensorId: sensor.id,
            value: Number(sensor.parametrization ? 1 : 1),
            date: new Date().toISOString(),
            note: 'lido no campo',
        });
        expect([201, 400]).toContain(created.status);
    });

    test('never change or delete a record, nor reach a page the mobile profile lacks', async () => {
        const readings = await operator.get('/measure/search?limit=1');
        const id = readings.rows[0]?.id;
        expect(
            (await asField(operator, `/measure/${id}`, 'PATCH', { note: 'x' }))
                .status
        ).toBe(403);
        expect(
            (await asField(operator, `/measure/${id}`, 'DELETE')).status
        ).toBe(403);
        // No mobile page stands for the drills' page; users are read only
        // as the readings' authors.
        expect((await asField(operator, '/user', 'POST', {})).status).toBe(403);
        expect((await asField(operator, '/simulation/search')).status).toBe(
            403
        );
        // An unknown profile type is refused, not taken for the web's.
        expect(
            (
                await operator.raw('/sensor/search', {
                    headers: { 'profile-type': 'tablet' },
                })
            ).status
        ).toBe(403);
    });

    test('the home and the kit answer field requests only', async () => {
        expect((await operator.get('/field/home')).status).toBe(403);
        const home = await asField(operator, '/field/home');
        expect(home.status).toBe(200);
        expect(home.record).toMatchObject({
            openAlerts: expect.any(Array),
            offlineSensors: expect.any(Array),
            inspections: expect.any(Array),
        });
        const kit = await asField(operator, '/field/kit');
        expect(kit.status).toBe(200);
        const sensors = kit.record.sensors as Rec[];
        const forms = kit.record.forms as Rec[];
        expect(sensors.length).toBeGreaterThan(0);
        expect(sensors[0]).toMatchObject({
            id: expect.any(Number),
            devEui: expect.any(String),
            recent: expect.any(Array),
        });
        expect(forms.length).toBeGreaterThan(0);
        expect(forms[0]).toMatchObject({
            version: expect.any(Number),
            fields: expect.any(Array),
        });
    });
});

describe('Idempotent creates', () => {
    test('a create repeated with its key makes one reading and answers it again', async () => {
        const sensor = await firstSensor();
        const key = randomUUID();
        const body = {
            sensorId: sensor.id,
            value: 1.5,
            date: new Date(Date.now() - 60_000).toISOString(),
            note: 'repetido',
        };
        const send = () =>
            asField(operator, '/measure', 'POST', body, {
                'idempotency-key': key,
            });
        const first = await send();
        expect(first.status).toBe(201);
        const [again, third] = await Promise.all([send(), send()]);
        for (const repeat of [again, third]) {
            expect(repeat.status).toBe(200);
            expect(repeat.headers.get('idempotent-replayed')).toBe('true');
            expect(repeat.record.id).toBe(first.record.id);
        }
        // Another account may not use the key.
        const other = await asField(
            operator,
            '/inspection-register',
            'POST',
            {},
            {
                'idempotency-key': key,
            }
        );
        expect(other.status).toBe(409);
    });

    test('a refused create claims nothing: fixed and sent again under the same key, it is made', async () => {
        const sensor = await firstSensor();
        const key = randomUUID();
        const send = (value: unknown) =>
            asField(
                operator,
                '/measure',
                'POST',
                { sensorId: sensor.id, value, date: new Date().toISOString() },
                { 'idempotency-key': key }
            );
        expect((await send('not a number')).status).toBe(400);
        expect((await send(2)).status).toBe(201);
    });

    test('a key that is not a UUID is refused', async () => {
        const answer = await asField(
            operator,
            '/measure',
            'POST',
            {},
            {
                'idempotency-key': 'abc',
            }
        );
        expect(answer.status).toBe(400);
    });
});

describe('Registers and readings filled in the field', () => {
    test('a register answering another version of its form is refused with the version it must answer', async () => {
        const form = await operator.post('/inspection-form', {
            name: `Ronda ${Math.random().toString(36).slice(2, 8)}`,
            fields: [{ title: 'Notas', fieldType: 1 }],
        });
        expect(form.status).toBe(201);
        const body = (formVersion: number) => ({
            inspectionFormId: form.record.id,
            formVersion,
            date: new Date().toISOString(),
            result: 'ok',
            answers: [{ fieldIndex: 0, value: 'ok' }],
        });
        const changed = await operator.patch(
            `/inspection-form/${form.record.id}`,
            {
                fields: [{ title: 'Observações', fieldType: 1 }],
            }
        );
        expect(changed.record.version).toBe(2);
        const refused = await asField(
            operator,
            '/inspection-register',
            'POST',
            body(1)
        );
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([
            expect.objectContaining({ rule: 'formChanged', bound: 2 }),
        ]);
        const sent = await asField(
            operator,
            '/inspection-register',
            'POST',
            body(2)
        );
        expect(sent.status).toBe(201);
        expect(sent.record.formVersion).toBe(2);
    });

    test('a reading is assessed before it is saved: criticality, range and the readings before it', async () => {
        const sensor = await firstSensor();
        const answer = await asField(operator, '/measure/assess', 'POST', {
            sensorId: sensor.id,
            value: 1,
        });
        expect(answer.status).toBe(200);
        expect(answer.record).toMatchObject({
            criticality: expect.any(String),
            criticalityRule: expect.any(Object),
            previous: expect.any(Array),
        });
        const before = await operator.get(
            `/measure/search?sensorId=${String(sensor.id)}&limit=1`
        );
        // Nothing was saved by the assessment.
        const after = await operator.get(
            `/measure/search?sensorId=${String(sensor.id)}&limit=1`
        );
        expect(after.body.meta?.total).toBe(before.body.meta?.total);
        expect(
            (
                await viewer.post('/measure/assess', {
                    sensorId: sensor.id,
                    value: 1,
                })
            ).status
        ).toBe(403);
    });
});
