/**
 * Entity rules the server applies: measures, gateways, the inspection form
 * and register, and the simulation send (docs/api.md). The user endpoints
 * are in api-users.spec.ts, profiles and look-ups in api-lookups.spec.ts.
 */
import { fieldErrors, type Rec } from './helpers/apiClient.ts';
import { demoActors } from './helpers/actors.ts';

const actors = demoActors();

describe('measure', () => {
    let sensor: Rec;

    /** A displacement sensor of the test's own: no readings, no alert. */
    async function newSensor(): Promise<Rec> {
        const watershed = (
            await actors.operator.get('/watershed/search?limit=1')
        ).rows[0] as Rec;
        const created = await actors.operator.post('/sensor', {
            devEui: `70b3d57ed0${Math.floor(Math.random() * 0xffffff)
                .toString(16)
                .padStart(6, '0')}`,
            name: 'Extensômetro de teste',
            sensorType: 'displacement',
            unit: 'mm',
            localization: { latitude: -18.97, longitude: -49.46 },
            watershedId: watershed.id,
        });
        expect(created.status).toBe(201);
        return created.record;
    }

    beforeAll(async () => {
        sensor = await newSensor();
        expect(sensor.devEui).toMatch(/^([0-9A-F]{2}:){7}[0-9A-F]{2}$/);
        await setAlert(null);
    });

    /** Thresholds 10/20/30/40 upwards; `pct` of deviation over the previous 2 readings raises a level. */
    async function setAlert(pct: number | null) {
        const plant = (
            await actors.operator.get(`/subsidiary/${actors.plantA}`)
        ).record;
        const others = ((plant.alertConfig ?? []) as Rec[]).filter(
            c => c.sensorType !== 'displacement'
        );
        const patched = await actors.operator.patch(
            `/subsidiary/${actors.plantA}`,
            {
                alertConfig: [
                    ...others,
                    {
                        sensorType: 'displacement',
                        direction: 'above',
                        low: 10,
                        medium: 20,
                        high: 30,
                        critical: 40,
                        numberOfPreviousMeasures: 2,
                        compareToPreviousMeasure: pct,
                    },
                ],
            }
        );
        expect(patched.status).toBe(200);
    }

    const reading = (value: number, minutesAgo: number) =>
        actors.operator.post('/measure', {
            sensorId: sensor.id,
            value,
            date: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
            // The server decides these: the body's values are ignored.
            type: 'auto',
            criticality: 'critical',
            unit: 'km',
        });

    it('is manual, in the sensor unit, registered by the caller, criticality from the thresholds', async () => {
        const res = await reading(25, 30);
        expect(res.status).toBe(201);
        expect(res.record).toMatchObject({
            type: 'manual',
            unit: 'mm',
            registeredBy: actors.operatorId,
            criticality: 'medium',
            subsidiaryId: actors.plantA,
        });
        expect((await reading(35, 29)).record.criticality).toBe('high');
        expect((await reading(45, 28)).record.criticality).toBe('critical');
    });

    it('raises the criticality when it deviates from the previous readings', async () => {
        await setAlert(25);
        await reading(12, 20);
        await reading(12, 19);
        // 12 is "low"; 16 is still "low" by threshold but 33 % over the mean of 12.
        const steady = await reading(13, 18);
        expect(steady.record.criticality).toBe('low');
        const jump = await reading(16, 17);
        expect(jump.record.criticality).toBe('medium');
        // The record keeps the rule that produced it.
        expect(jump.record.criticalityRule).toMatchObject({
            sensorType: expect.any(String),
            reached: 'low',
            bound: 10,
            raised: true,
            previousCount: expect.any(Number),
        });
        expect(
            (jump.record.criticalityRule as { deviationPct: number })
                .deviationPct
        ).toBeGreaterThan(25);
    });

    it('recomputes on a patch of the value', async () => {
        const res = await reading(11, 10);
        const patched = await actors.operator.patch(
            `/measure/${res.record.id as number}`,
            { value: 41 }
        );
        expect(patched.record.criticality).toBe('critical');
        expect(patched.record.type).toBe('manual');
    });

    it('opens or raises the alert when a correction makes a reading more critical, and only then', async () => {
        await setAlert(null);
        const own = await newSensor();
        const openAlerts = async () =>
            (
                await actors.operator.get(
                    `/alert/search?sensorId=${own.id}&state=open`
                )
            ).rows as Rec[];
        const posted = await actors.operator.post('/measure', {
            sensorId: own.id,
            value: 11,
            date: new Date(Date.now() - 5 * 60_000).toISOString(),
        });
        expect(posted.record.criticality).toBe('low');
        const id = posted.record.id as number;
        const correct = async (body: Rec) => {
            const res = await actors.operator.patch(`/measure/${id}`, body);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            return res.record;
        };
        // A note changes nothing, and a low reading opens nothing.
        await correct({ note: 'Conferido em campo' });
        expect(await openAlerts()).toEqual([]);

        expect((await correct({ value: 25 })).criticality).toBe('medium');
        const [opened, ...more] = await openAlerts();
        expect(more).toEqual([]);
        expect(opened).toMatchObject({
            cause: 'criticality',
            level: 'medium',
            value: 25,
            measureId: id,
        });

        expect((await correct({ value: 45 })).criticality).toBe('critical');
        expect(await openAlerts()).toMatchObject([
            { id: opened!.id, level: 'critical', value: 45 },
        ]);
        // Corrected down: the alert stays as it was (people close it).
        expect((await correct({ value: 11 })).criticality).toBe('low');
        expect(await openAlerts()).toMatchObject([
            { id: opened!.id, level: 'critical', value: 45 },
        ]);
        const history = (
            (await actors.operator.get(`/alert/${opened!.id as number}`)).record
                .history as Rec[]
        )
            .map(h => h.type)
            .filter(t => t !== 'notified');
        expect(history).toEqual(['opened', 'raised']);

        const closed = await actors.operator.post(
            `/alert/${opened!.id as number}/close`,
            { reason: 'Leitura digitada errada' }
        );
        expect(closed.status, JSON.stringify(closed.body)).toBe(200);
        // Corrected up again: a new alert, since the value is a new fact.
        await correct({ value: 45 });
        const [again] = await openAlerts();
        expect(again).toMatchObject({ level: 'critical', measureId: id });
        expect(again!.id).not.toBe(opened!.id);
        await actors.operator.post(`/alert/${again!.id as number}/close`, {
            reason: 'Conferido',
        });
        // The same level again, or a note, does not bring a closed alert back.
        await correct({ value: 46 });
        await correct({ note: 'Revisado' });
        expect(await openAlerts()).toEqual([]);
    });
});

describe('gateway', () => {
    it('derives state from lastSeenAt and the stats interval', async () => {
        const created = await actors.operator.post('/gateway', {
            gatewayEui: `a84041ffff${Math.floor(Math.random() * 0xffffff)
                .toString(16)
                .padStart(6, '0')}`,
            name: 'Gateway novo',
            location: { latitude: -18.96, longitude: -49.46 },
            state: 'online',
        });
        expect(created.status).toBe(201);
        expect(created.record.state).toBe('never-seen');
        expect(created.record.statsIntervalSec).toBe(30);
        const all = await actors.operator.get('/gateway/search?limit=100');
        for (const g of all.rows) {
            const seen =
                typeof g.lastSeenAt === 'string'
                    ? Date.parse(g.lastSeenAt)
                    : NaN;
            const expected = Number.isNaN(seen)
                ? 'never-seen'
                : Date.now() - seen > 2 * (g.statsIntervalSec as number) * 1000
                  ? 'offline'
                  : 'online';
            // A reading can age between the answer and this check: allow online -> offline only.
            expect([
                expected,
                expected === 'offline' ? 'online' : expected,
            ]).toContain(g.state);
        }
    });
});

describe('inspection form and register', () => {
    it('bumps the form version when its fields change and stamps registers with it and the inspector', async () => {
        const form = await actors.operator.post('/inspection-form', {
            name: `Inspeção visual ${Math.random().toString(36).slice(2, 6)}`,
            fields: [
                {
                    title: 'Trincas no paramento',
                    fieldType: 4,
                    isRequired: true,
                },
                { title: 'Observações', fieldType: 1 },
            ],
        });
        expect(form.status).toBe(201);
        expect(form.record.version).toBe(1);
        const id = form.record.id as number;
        const v2 = await actors.operator.patch(`/inspection-form/${id}`, {
            description: 'Revisada',
            fields: [
                {
                    title: 'Trincas no paramento',
                    fieldType: 4,
                    isRequired: true,
                },
                { title: 'Observações gerais', fieldType: 1 },
            ],
            version: 99,
        });
        expect(v2.record.version).toBe(2);

        const register = await actors.operator.post('/inspection-register', {
            inspectionFormId: id,
            date: new Date().toISOString(),
            answers: [
                { fieldIndex: 0, value: 'false' },
                { fieldIndex: 1, value: 'Sem anomalias' },
            ],
            result: 'ok',
            inspectorId: 1,
        });
        expect(register.status).toBe(201);
        expect(register.record).toMatchObject({
            formVersion: 2,
            inspectorId: actors.operatorId,
        });

        const missing = await actors.operator.post('/inspection-register', {
            inspectionFormId: id,
            date: new Date().toISOString(),
            answers: [
                { fieldIndex: 1, value: 'x' },
                { fieldIndex: 7, value: 'y' },
            ],
        });
        expect(fieldErrors(missing)).toEqual(
            expect.arrayContaining(['answers:01', 'answers.1.fieldIndex:03'])
        );
    });

    it('answers 07 for a form name already used in the plant', async () => {
        const name = `Checklist ${Math.random().toString(36).slice(2, 6)}`;
        const body = { name, fields: [{ title: 'Campo', fieldType: 1 }] };
        expect(
            (await actors.operator.post('/inspection-form', body)).status
        ).toBe(201);
        expect(
            fieldErrors(await actors.operator.post('/inspection-form', body))
        ).toEqual(['name:07']);
    });
});

describe('simulation send', () => {
    it('records the notifications in the outbox once, and marks the drill sent', async () => {
        const called = await actors.operator.post('/contact', {
            name: 'Defesa Civil Municipal',
            role: 'Coordenador',
            organization: 'civil-defense',
            phone: '34999990000',
            email: 'defesa@cidade.gov.br',
            criticalityForContact: ['high'],
            escalationOrder: 1,
        });
        const notCalled = await actors.operator.post('/contact', {
            name: 'Prefeitura',
            role: 'Gabinete',
            organization: 'city-hall',
            phone: '3432100000',
            criticalityForContact: ['critical'],
            escalationOrder: 2,
        });
        const sim = await actors.operator.post('/simulation', {
            title: 'Simulado de ruptura',
            date: new Date().toISOString(),
            criticality: 'high',
            contactIds: [called.record.id, notCalled.record.id],
            sent: true,
        });
        expect(sim.status).toBe(201);
        expect(sim.record.sent).toBe(false);
        const id = sim.record.id as number;
        expect(
            (await actors.viewer.post(`/simulation/${id}/send`)).status
        ).toBe(403);
        const sent = await actors.operator.post(`/simulation/${id}/send`);
        expect(sent.status).toBe(200);
        expect(sent.record.sent).toBe(true);
        expect(Date.parse(String(sent.record.sentAt))).toBeGreaterThan(
            Date.now() - 60_000
        );
        // SMS and e-mail for the contact called at "high"; nothing for the other one.
        expect(sent.body.meta?.notifications).toBe(2);
        // The drill's page reads them back: who, how, to where, when.
        const outbox = await actors.operator.get(`/simulation/${id}/outbox`);
        expect(outbox.status).toBe(200);
        expect(
            outbox.rows.map(r => [r.contactId, r.channel, r.recipient])
        ).toEqual([
            [called.record.id, 'sms', '34999990000'],
            [called.record.id, 'email', 'defesa@cidade.gov.br'],
        ]);
        for (const r of outbox.rows)
            expect(Date.parse(String(r.createdAt))).toBeGreaterThan(
                Date.now() - 60_000
            );
        expect(
            (await actors.viewer.get(`/simulation/${id}/outbox`)).status
        ).toBe(200);
        expect(
            (await actors.operator.get('/simulation/999999/outbox')).status
        ).toBe(404);
        expect(
            (await actors.operator.post(`/simulation/${id}/send`)).status
        ).toBe(409);
        expect(
            (await actors.operator.post('/simulation/999999/send')).status
        ).toBe(404);
    });
});
