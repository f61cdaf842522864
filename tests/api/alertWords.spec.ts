/**
 * The right words (docs/monitoring.md, "What is guaranteed"), through a
 * server of its own and a real SMTP server: a critical reading on a sensor
 * declaring 2 places reaches a pt-BR and an en-US contact with the
 * instruction declared for its sensor's type and cause (its steps in the
 * message), the reading at those places in each language with its unit,
 * the time it opened on the plant's clock; its escalation says which
 * notice it is and still gives the opening time; closing it sends each
 * phone and address one short "resolved". The e-mail has a plain-text and
 * an HTML part; the SMS keeps within 160 characters.
 */
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sensorLike } from './helpers/records.ts';
import { partOf, testSmtp, type TestSmtp } from './helpers/smtp.ts';
import { seededDatabase } from './helpers/seeded.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from './helpers/server.ts';

const ESCALATE_S = 2;
const ESCALATE_MAX = 2;

let smtp: TestSmtp;
let server: StartedServer;
let drop: () => Promise<void> = async () => {};
let operator: ApiClient;
let template: Rec;
const stamp = Date.now().toString(36);
const ptEmail = `pt-${stamp}@example.com`;
const enEmail = `en-${stamp}@example.com`;
const ptPhone = '(34) 99333-0001';
const enPhone = '(34) 99333-0002';

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

async function until<T>(
    what: string,
    probe: () => Promise<T | undefined | null | false>,
    ms = 20_000
): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
        const v = await probe();
        if (v) return v;
        if (Date.now() > deadline)
            throw new Error(`timed out waiting for ${what}`);
        await sleep(200);
    }
}

beforeAll(async () => {
    smtp = await testSmtp();
    const database = await seededDatabase('alerts-words-');
    drop = database.drop;
    server = await startServer({
        dataDir: database.dataDir,
        env: {
            ...(database.url ? { DATABASE_URL: database.url } : {}),
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            SMTP_FROM: 'Alerts <alerts@plants.test>',
            OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
            ALERT_POLL_SECONDS: '0.5',
            ALERT_ESCALATE_MINUTES: String(ESCALATE_S / 60),
            ALERT_ESCALATE_MAX: String(ESCALATE_MAX),
            NOTIFY_POLL_SECONDS: '0.5',
            ZABBIX_POLL_SECONDS: '3600',
        },
    });
    operator = (await clientFor(server.baseUrl, 'operator')).api;
    template = (await operator.get('/sensor/search?limit=1&status=active'))
        .rows[0]!;
    for (const [language, email, phone] of [
        ['pt-BR', ptEmail, ptPhone],
        ['en-US', enEmail, enPhone],
    ] as const) {
        const contact = await operator.post('/contact', {
            name: `Plantão ${language} ${stamp}`,
            role: 'Operador',
            organization: 'internal',
            phone,
            email,
            language,
            criticalityForContact: ['critical'],
            escalationOrder: 1,
        });
        expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    }
}, 180_000);

afterAll(async () => {
    await stopServer(server?.child);
    await drop();
    await smtp?.close();
});

/** The plant's critical instructions now: only the test's own compete. */
async function instructionsOfTheTest() {
    const active = await operator.get(
        '/instruction/search?limit=100&status=active&criticality=critical'
    );
    for (const i of active.rows)
        expect(
            (
                await operator.patch(`/instruction/${i.id}`, {
                    status: 'inactive',
                })
            ).status
        ).toBe(200);
    const other = template.sensorType === 'flow' ? 'level' : 'flow';
    const make = async (title: string, over: Rec, steps: string[]) => {
        const created = await operator.post('/instruction', {
            title,
            criticality: 'critical',
            steps: steps.map((text, i) => ({ order: i + 1, text })),
            ...over,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.record;
    };
    // Created first (the lowest id), naming another type: never chosen.
    await make(
        'Outro tipo de sensor',
        { sensorTypes: [other], causes: ['criticality'] },
        ['Passo que não vale para este sensor.']
    );
    await make('Geral da usina', { sensorTypes: [], causes: [] }, [
        'Passo geral.',
    ]);
    return make(
        'Deslocamento <crítico> & galeria',
        { sensorTypes: [template.sensorType], causes: ['criticality'] },
        [
            'Isolar a área da galeria de drenagem.',
            'Fazer leitura manual e comparar com a anterior.',
        ]
    );
}

const mailsTo = (address: string, alertId: unknown) =>
    smtp.mails.filter(
        m =>
            m.to === address &&
            partOf(m, 'text/plain').includes(`/alerts/details/${alertId}`)
    );

const outboxOf = async (alertId: unknown) =>
    (await operator.get(`/alert-outbox/search?alertId=${alertId}&limit=100`))
        .rows;

/** `at` on the plant's clock (the demo company's zone), as each language writes it. */
const clockText = (at: Date, locale: string) =>
    new Intl.DateTimeFormat(locale, {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
    }).format(at);

describe('an alert’s messages', () => {
    it('carry the instruction for its sensor’s type and cause, its reading at the sensor’s places, its opening time; an escalation says which notice; closing it sends a short “resolved”', async () => {
        const instruction = await instructionsOfTheTest();
        const created = await operator.post(
            '/sensor',
            sensorLike(template, { decimals: 2 })
        );
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.record.decimals).toBe(2);
        const sensor = created.record;
        const posted = await operator.post('/measure', {
            sensorId: sensor.id,
            value: 1000000000.125,
            date: new Date().toISOString(),
        });
        expect(posted.status, JSON.stringify(posted.body)).toBe(201);
        expect(posted.record.criticality).toBe('critical');
        const alert = (
            await operator.get(`/alert/search?sensorId=${sensor.id}&state=open`)
        ).rows[0]!;
        const opened = new Date(String(alert.openedAt));
        const unit = String(template.unit);

        // Opened: each contact in their language.
        const [pt, en] = await Promise.all(
            [ptEmail, enEmail].map(address =>
                until(
                    `the e-mail to ${address}`,
                    async () => mailsTo(address, alert.id)[0]
                )
            )
        );
        const ptText = partOf(pt!, 'text/plain');
        expect(ptText).toContain(`Leitura: 1.000.000.000,13 ${unit}`);
        expect(ptText).toContain(`Aberto em: ${clockText(opened, 'pt-BR')}`);
        expect(ptText).toContain(
            'Instrução: Deslocamento <crítico> & galeria\n1. Isolar a área da galeria de drenagem.\n2. Fazer leitura manual e comparar com a anterior.'
        );
        expect(ptText).toContain(`/instruction/details/${instruction.id}`);
        expect(ptText).not.toContain('Passo geral.');
        expect(ptText).not.toContain('não vale');
        const ptHtml = partOf(pt!, 'text/html');
        expect(ptHtml).toContain('Deslocamento &lt;crítico&gt; &amp; galeria');
        expect(ptHtml).toContain(
            '<li style="margin:2px 0">Isolar a área da galeria de drenagem.</li>'
        );
        expect(ptHtml).not.toMatch(/<(img|link|script)\b/i);
        const enText = partOf(en!, 'text/plain');
        expect(enText).toContain(`Reading: 1,000,000,000.13 ${unit}`);
        expect(enText).toContain(`Opened: ${clockText(opened, 'en-US')}`);
        expect(enText).toContain(
            '1. Isolar a área da galeria de drenagem.\n2. Fazer leitura'
        );
        expect(partOf(en!, 'text/html')).toContain('<html lang="en-US">');

        // The SMS: within 160 characters, with the reading and the link.
        const sms = await until('the SMS', async () => {
            const rows = (await outboxOf(alert.id)).filter(
                m =>
                    m.channel === 'sms' &&
                    m.recipient === ptPhone.replace(/\D/g, '')
            );
            return rows[0];
        });
        expect(Array.from(String(sms.body)).length).toBeLessThanOrEqual(160);
        expect(sms.body).toContain('Leitura 1.000.000.000,13');
        expect(sms.body).toContain(`/alerts/details/${alert.id}`);

        // Not acknowledged: the second notice says so, with the opening time.
        const [pt2, en2] = await Promise.all(
            [ptEmail, enEmail].map(address =>
                until(
                    `the escalation to ${address}`,
                    async () => mailsTo(address, alert.id)[1],
                    15_000
                )
            )
        );
        expect(partOf(pt2!, 'text/plain')).toContain(
            `2.º aviso de ${ESCALATE_MAX + 1}: ninguém reconheceu este alerta ainda.`
        );
        expect(partOf(pt2!, 'text/plain')).toContain(
            `Aberto em: ${clockText(opened, 'pt-BR')}`
        );
        expect(partOf(en2!, 'text/plain')).toContain(
            `Notice 2 of ${ESCALATE_MAX + 1}: nobody has acknowledged this alert yet.`
        );

        // Closed by hand: each phone and address hears once that it ended.
        const closed = await operator.post(`/alert/${alert.id}/close`, {
            reason: 'Leitura confirmada em campo',
        });
        expect(closed.status, JSON.stringify(closed.body)).toBe(200);
        const resolved = async () =>
            (await outboxOf(alert.id)).filter(m =>
                /^\[(Resolvido|Resolved)\]/.test(String(m.subject))
            );
        const ptResolved = await until('the resolved e-mail', async () =>
            mailsTo(ptEmail, alert.id).find(m =>
                partOf(m, 'text/plain').startsWith('[Resolvido]')
            )
        );
        expect(partOf(ptResolved, 'text/plain')).toContain(
            'Encerrado manualmente'
        );
        expect(partOf(ptResolved, 'text/plain')).toContain(
            'Motivo: Leitura confirmada em campo'
        );
        expect(partOf(ptResolved, 'text/plain')).not.toContain('Instrução');
        const enResolved = await until(
            'the resolved e-mail in English',
            async () =>
                mailsTo(enEmail, alert.id).find(m =>
                    partOf(m, 'text/plain').startsWith('[Resolved]')
                )
        );
        expect(partOf(enResolved, 'text/plain')).toContain(
            `Opened: ${clockText(opened, 'en-US')}`
        );
        // Once per phone and address, whatever the alert's notices were.
        await sleep(1500);
        const sent = await resolved();
        const targets = sent.map(m => `${m.channel}:${m.recipient}`);
        expect(new Set(targets).size).toBe(targets.length);
        expect(targets).toEqual(
            expect.arrayContaining([
                `email:${ptEmail}`,
                `email:${enEmail}`,
                `sms:${ptPhone.replace(/\D/g, '')}`,
                `sms:${enPhone.replace(/\D/g, '')}`,
            ])
        );
        for (const m of sent.filter(m => m.channel === 'sms'))
            expect(Array.from(String(m.body)).length).toBeLessThanOrEqual(160);
        expect(
            mailsTo(ptEmail, alert.id).filter(m =>
                partOf(m, 'text/plain').startsWith('[Resolvido]')
            )
        ).toHaveLength(1);
    }, 90_000);
});
