/**
 * The words of alert notifications, in the contact's language (pt-BR by
 * default, as the console). The sign-in pages keep theirs on the server
 * the same way (oidc/messages.ts): messages leave without the SPA.
 */
import type { Criticality } from '@shared/domain/fields.ts';
import { DEFAULT_TIME_ZONE } from '@shared/domain/dateTime.ts';
import { formatNumber } from '@shared/domain/numberFormat.ts';
import { READING_DECIMALS } from '@shared/declarations/measure.ts';

export type NotifyLocale = 'pt-BR' | 'en-US';
export type NotifyKind = 'opened' | 'raised' | 'escalated';

interface Words {
    level: Record<Criticality, string>;
    kind: Record<NotifyKind, string>;
    silence: string;
    reading: string;
    at: string;
    plant: string;
    instruction: string;
    noInstruction: string;
    open: string;
}

const WORDS: Record<NotifyLocale, Words> = {
    'pt-BR': {
        level: {
            low: 'Baixa',
            medium: 'Média',
            high: 'Alta',
            critical: 'Crítica',
        },
        kind: {
            opened: 'Alerta',
            raised: 'Alerta elevado',
            escalated: 'Alerta sem reconhecimento',
        },
        silence: 'sem dados além do tempo limite',
        reading: 'Leitura',
        at: 'Em',
        plant: 'Usina',
        instruction: 'Instrução',
        noInstruction: 'Nenhuma instrução cadastrada para este nível.',
        open: 'Abrir o alerta',
    },
    'en-US': {
        level: {
            low: 'Low',
            medium: 'Medium',
            high: 'High',
            critical: 'Critical',
        },
        kind: {
            opened: 'Alert',
            raised: 'Alert raised',
            escalated: 'Alert not acknowledged',
        },
        silence: 'no data past its timeout',
        reading: 'Reading',
        at: 'At',
        plant: 'Plant',
        instruction: 'Instruction',
        noInstruction: 'No instruction is registered for this level.',
        open: 'Open the alert',
    },
};

export const notifyLocale = (v: unknown): NotifyLocale =>
    v === 'en-US' ? 'en-US' : 'pt-BR';

export interface AlertMessageInput {
    kind: NotifyKind;
    locale: NotifyLocale;
    plantName: string;
    deviceName: string;
    cause: 'criticality' | 'silence';
    level: Criticality;
    value: number | null;
    unit: string | null;
    /** When it opened or rose. */
    at: Date;
    timeZone: string | null;
    instruction: { title: string; url: string } | null;
    alertUrl: string;
}

/** The time in the plant's zone, with its offset, e.g. `25/11/2026 16:40 (GMT-3)`. */
function timeIn(at: Date, locale: NotifyLocale, zone: string | null): string {
    const timeZone = zone ?? DEFAULT_TIME_ZONE;
    return new Intl.DateTimeFormat(locale, {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
    }).format(at);
}

/** Subject (e-mail) and text (e-mail body, SMS, messaging). */
export function alertMessage(m: AlertMessageInput): {
    subject: string;
    text: string;
    short: string;
} {
    const w = WORDS[m.locale];
    const level = w.level[m.level];
    // The reading as the contact's language writes it, at a reading's
    // places: never "4125.5" in Portuguese, nor a binary float's tail.
    const value =
        m.value === null
            ? '—'
            : formatNumber(m.value, m.locale, READING_DECIMALS);
    const what =
        m.cause === 'silence'
            ? w.silence
            : `${w.reading}: ${value}${m.unit ? ` ${m.unit}` : ''}`;
    const subject = `[${level}] ${w.kind[m.kind]}: ${m.deviceName} (${m.plantName})`;
    const when = timeIn(m.at, m.locale, m.timeZone);
    const instruction = m.instruction
        ? `${w.instruction}: ${m.instruction.title} ${m.instruction.url}`
        : w.noInstruction;
    const text = [
        subject,
        `${w.plant}: ${m.plantName}`,
        what,
        `${w.at}: ${when}`,
        instruction,
        `${w.open}: ${m.alertUrl}`,
    ].join('\n');
    const short = `${subject} ${what}. ${when}. ${m.instruction ? `${w.instruction}: ${m.instruction.url}` : m.alertUrl}`;
    return { subject, text, short };
}
