/**
 * What an alert's messages say, in both languages (docs/monitoring.md,
 * "What is guaranteed"): the reading at its sensor's places with its unit
 * as the contact's language writes numbers, the time the alert opened on
 * the plant's clock, the instruction's steps, which sending an escalation
 * is, a short "resolved"; an e-mail with a plain-text and an escaped,
 * self-contained HTML part; an SMS within 160 characters.
 */
import { describe, expect, it } from 'vitest';
import {
    alertMessage,
    type AlertFacts,
} from '../../../server/src/alerts/messages.ts';
import { SMS_MAX, smsLength } from '../../../server/src/alerts/words/sms.ts';

/** 19:40 UTC: 16:40 in São Paulo, 15:40 in Manaus. */
const OPENED = new Date(Date.UTC(2026, 10, 25, 19, 40));

const facts = (over: Partial<AlertFacts> = {}): AlertFacts => ({
    kind: 'opened',
    locale: 'pt-BR',
    plantName: 'Usina Norte',
    deviceName: 'DS-01',
    device: 'sensor',
    sensorType: 'displacement',
    cause: 'criticality',
    level: 'critical',
    value: 1.8860000000000001,
    unit: 'mm',
    decimals: 2,
    openedAt: OPENED,
    timeZone: 'America/Sao_Paulo',
    instruction: {
        title: 'Atenção: deslocamento acima do previsto',
        url: 'https://console.example/instruction/details/4',
        steps: [
            'Comunicar o coordenador do PAE.',
            'Inspecionar visualmente o talude de jusante e a crista.',
        ],
    },
    alertUrl: 'https://console.example/alerts/details/7',
    ...over,
});

const en = (over: Partial<AlertFacts> = {}) =>
    facts({ locale: 'en-US', ...over });

describe('the reading', () => {
    it('is rounded to the sensor’s places, in the contact’s language, with its unit', () => {
        const pt = alertMessage(facts());
        expect(pt.text).toContain('Leitura: 1,89 mm');
        expect(pt.sms).toContain('Leitura 1,89 mm');
        expect(pt.html).toContain('1,89 mm');
        const us = alertMessage(en());
        expect(us.text).toContain('Reading: 1.89 mm');
        expect(us.sms).toContain('Reading 1.89 mm');
        for (const m of [pt, us])
            expect(`${m.text}${m.sms}${m.html}`).not.toMatch(/1[.,]886/);
    });

    it('never shows a binary float’s tail, and groups thousands as the language does', () => {
        const rain = { sensorType: 'rainfall', unit: 'mm/h', decimals: 1 };
        expect(
            alertMessage(facts({ ...rain, value: 0.0000057999999999999995 }))
                .text
        ).toContain('Leitura: 0 mm/h');
        expect(
            alertMessage(facts({ value: 4125.5, unit: 'm', decimals: 2 })).text
        ).toContain('Leitura: 4.125,5 m');
        expect(
            alertMessage(en({ value: 4125.5, unit: 'm', decimals: 2 })).text
        ).toContain('Reading: 4,125.5 m');
    });

    it('a silence says there is no data, not a number', () => {
        const m = alertMessage(
            facts({ cause: 'silence', level: 'high', value: null, unit: null })
        );
        expect(m.text).toContain('Leitura: Sem dados além do tempo limite');
        expect(m.sms).toContain('sem dados');
        expect(
            alertMessage(en({ cause: 'silence', value: null })).text
        ).toContain('Reading: No data past its timeout');
    });
});

describe('the time', () => {
    it('is when the alert opened, on the plant’s clock with its zone', () => {
        const pt = alertMessage(facts());
        expect(pt.text).toMatch(/Aberto em: 25\/11\/2026,? 16:40 \S+/);
        expect(pt.sms).toMatch(/aberto 25\/11,? 16:40/);
        const us = alertMessage(en());
        expect(us.text).toMatch(/Opened: 11\/25\/2026, 04:40 PM \S+/);
        const manaus = alertMessage(facts({ timeZone: 'America/Manaus' }));
        expect(manaus.text).toMatch(/Aberto em: 25\/11\/2026,? 15:40/);
    });

    it('an escalation gives the opening time, not the resend’s, and says which sending it is', () => {
        const pt = alertMessage(
            facts({ kind: 'escalated', notice: { n: 2, of: 4 } })
        );
        expect(pt.subject).toBe(
            '[Crítica] Alerta sem reconhecimento (2.º aviso de 4): DS-01 (Usina Norte)'
        );
        expect(pt.text).toContain(
            '2.º aviso de 4: ninguém reconheceu este alerta ainda.'
        );
        expect(pt.sms).toContain('2.º aviso de 4');
        expect(pt.text).toMatch(/Aberto em: 25\/11\/2026,? 16:40/);
        const us = alertMessage(
            en({ kind: 'escalated', notice: { n: 3, of: 4 } })
        );
        expect(us.subject).toContain('(notice 3 of 4)');
        expect(us.text).toContain(
            'Notice 3 of 4: nobody has acknowledged this alert yet.'
        );
    });

    it('a raise gives when it opened and when it rose', () => {
        const raisedAt = new Date(OPENED.getTime() + 25 * 60_000);
        const m = alertMessage(facts({ kind: 'raised', raisedAt }));
        expect(m.text).toMatch(/Aberto em: 25\/11\/2026,? 16:40/);
        expect(m.text).toMatch(/Elevado em: 25\/11\/2026,? 17:05/);
    });
});

describe('the instruction', () => {
    it('its steps are in the e-mail, numbered, in both parts', () => {
        const m = alertMessage(facts());
        expect(m.text).toContain(
            'Instrução: Atenção: deslocamento acima do previsto\n1. Comunicar o coordenador do PAE.\n2. Inspecionar visualmente o talude de jusante e a crista.'
        );
        expect(m.html).toContain(
            '<li style="margin:2px 0">Comunicar o coordenador do PAE.</li>'
        );
        expect(alertMessage(en()).text).toContain(
            'Instruction: Atenção: deslocamento acima do previsto\n1. '
        );
    });

    it('and in the SMS as far as they fit', () => {
        const m = alertMessage(facts());
        expect(m.sms).toContain('1) Comunicar o coordenador do PAE.');
        expect(
            m.sms.endsWith(' https://console.example/alerts/details/7')
        ).toBe(true);
    });

    it('says so when there is none', () => {
        expect(alertMessage(facts({ instruction: null })).text).toContain(
            'Nenhuma instrução cadastrada para este alerta.'
        );
        expect(alertMessage(en({ instruction: null })).text).toContain(
            'No instruction is registered for this alert.'
        );
    });
});

describe('the SMS', () => {
    it('keeps within 160 characters whatever the names and steps, with the level, reading, time and link', () => {
        const long = 'Piezômetro de montante da ombreira esquerda, galeria 3';
        const m = alertMessage(
            facts({
                deviceName: long,
                plantName:
                    'Usina Hidrelétrica Governador José Richa e Complexo',
                kind: 'escalated',
                notice: { n: 4, of: 4 },
                instruction: {
                    title: 'x'.repeat(160),
                    url: 'https://console.example/instruction/details/4',
                    steps: Array.from({ length: 50 }, (_, i) =>
                        `Passo ${i + 1}: ${'ação demorada '.repeat(60)}`.trim()
                    ),
                },
            })
        );
        expect(smsLength(m.sms)).toBeLessThanOrEqual(SMS_MAX);
        expect(m.sms).toMatch(/^\[Crítica\] 4\.º aviso de 4: Piezômetro/);
        expect(m.sms).toContain('Leitura 1,89 mm');
        expect(m.sms).toMatch(/aberto 25\/11,? 16:40/);
        expect(m.sms).toContain('…');
        expect(
            m.sms.endsWith(' https://console.example/alerts/details/7')
        ).toBe(true);
        for (const locale of ['pt-BR', 'en-US'] as const)
            for (const kind of ['opened', 'raised', 'resolved'] as const)
                expect(
                    smsLength(
                        alertMessage(
                            facts({
                                locale,
                                kind,
                                deviceName: long.repeat(3),
                                plantName: long.repeat(3),
                                resolved: {
                                    at: OPENED,
                                    byHand: true,
                                    reason: long.repeat(10),
                                },
                            })
                        ).sms
                    )
                ).toBeLessThanOrEqual(SMS_MAX);
    });
});

describe('the e-mail’s HTML part', () => {
    it('escapes what people typed and loads nothing from outside', () => {
        const m = alertMessage(
            facts({
                deviceName: '<img src=x onerror=alert(1)>',
                plantName: 'Usina "A" & B',
                instruction: {
                    title: '<script>x()</script>',
                    url: 'javascript:alert(1)',
                    steps: ['<b>abrir</b> & fechar'],
                },
            })
        );
        expect(m.html).not.toMatch(/<img|<script|javascript:alert\(1\)"/);
        expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
        expect(m.html).toContain('Usina &quot;A&quot; &amp; B');
        expect(m.html).toContain('&lt;b&gt;abrir&lt;/b&gt; &amp; fechar');
        // Only the console's http(s) links are links; no image, stylesheet or script.
        expect(m.html).not.toMatch(/<(img|link|script|iframe|object)\b/i);
        expect(m.html).not.toMatch(/url\(/i);
        expect([...m.html.matchAll(/href="([^"]*)"/g)].map(x => x[1])).toEqual([
            'https://console.example/alerts/details/7',
        ]);
        expect(m.html).toContain('<html lang="pt-BR">');
    });
});

describe('resolved', () => {
    const at = new Date(OPENED.getTime() + 30 * 60_000);

    it('is short: what ended, how and when, when it opened; no instruction', () => {
        const pt = alertMessage(
            facts({
                kind: 'resolved',
                resolved: { at, byHand: false, reason: null },
            })
        );
        expect(pt.subject).toBe('[Resolvido] Alerta: DS-01 (Usina Norte)');
        expect(pt.text).toMatch(
            /Resolvido em: 25\/11\/2026,? 17:10 \S+: Voltou ao normal/
        );
        expect(pt.text).toMatch(/Aberto em: 25\/11\/2026,? 16:40/);
        expect(pt.text).not.toContain('Instrução');
        expect(pt.sms).toMatch(
            /^\[Resolvido\] DS-01 \(Usina Norte\): voltou ao normal 25\/11,? 17:10 \S+ \(aberto 25\/11,? 16:40 \S+\)\. https:/
        );
        const us = alertMessage(
            en({
                kind: 'resolved',
                resolved: { at, byHand: true, reason: 'Leitura falsa' },
            })
        );
        expect(us.subject).toBe('[Resolved] Alert: DS-01 (Usina Norte)');
        expect(us.text).toContain('Closed by hand');
        expect(us.text).toContain('Reason: Leitura falsa');
        expect(us.sms).toMatch(/: closed 11\/25, 05:10 PM/);
        const silence = alertMessage(
            facts({
                kind: 'resolved',
                cause: 'silence',
                value: null,
                resolved: { at, byHand: false, reason: null },
            })
        );
        expect(silence.text).toContain('Voltou a enviar dados');
    });
});
