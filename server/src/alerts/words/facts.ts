/**
 * What an alert message says, before any channel writes it: the facts
 * (messages.ts gathers them) and how a number and a time are written in
 * the contact's language (docs/numbers.md and docs/dates.md).
 */
import type { AlertCause } from '@shared/domain/alerts.ts';
import { DEFAULT_TIME_ZONE } from '@shared/domain/dateTime.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import { formatNumber } from '@shared/domain/numberFormat.ts';
import { enUS, type Words } from './en-US.ts';
import { ptBR } from './pt-BR.ts';

export type NotifyLocale = 'pt-BR' | 'en-US';
/** What the message is about: a sending of the alert, or its end. */
export type MessageKind = 'opened' | 'raised' | 'escalated' | 'resolved';

const WORDS: Record<NotifyLocale, Words> = { 'pt-BR': ptBR, 'en-US': enUS };
export const wordsOf = (locale: NotifyLocale): Words => WORDS[locale];

export interface AlertFacts {
    kind: MessageKind;
    locale: NotifyLocale;
    plantName: string;
    deviceName: string;
    /** A gateway's silence has no sensor, so no type. */
    device: 'sensor' | 'gateway';
    sensorType: string | null;
    cause: AlertCause;
    level: Criticality;
    value: number | null;
    unit: string | null;
    /** The sensor's places (shared/declarations/sensorTypes.ts, `sensorDecimals`). */
    decimals: number | undefined;
    /** When the alert opened: every message gives it. */
    openedAt: Date;
    /** When it rose to its level, on a raise. */
    raisedAt?: Date | null;
    /** On an escalation: this is sending `n` of `of` (the first one included). */
    notice?: { n: number; of: number } | null;
    /** On 'resolved': when and how it ended (`reason`: a hand close's). */
    resolved?: { at: Date; byHand: boolean; reason: string | null } | null;
    /** The plant's zone (its company's settings), the default's when unset. */
    timeZone: string | null;
    instruction: { title: string; url: string; steps: string[] } | null;
    alertUrl: string;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(
    locale: NotifyLocale,
    timeZone: string,
    withYear: boolean
): Intl.DateTimeFormat {
    const key = `${locale}|${timeZone}|${withYear}`;
    let f = timeFormats.get(key);
    if (!f) {
        f = new Intl.DateTimeFormat(locale, {
            timeZone,
            day: '2-digit',
            month: '2-digit',
            ...(withYear ? { year: 'numeric' } : {}),
            hour: '2-digit',
            minute: '2-digit',
            timeZoneName: 'short',
        });
        timeFormats.set(key, f);
    }
    return f;
}

/**
 * A time on the plant's clock with its zone's name, `25/11/2026 16:40 BRT`
 * (pt-BR) or `11/25/2026, 04:40 PM GMT-3` (en-US): whoever reads it
 * elsewhere still knows which clock it is. `short`: without the year (SMS).
 */
export function timeIn(
    at: Date,
    locale: NotifyLocale,
    zone: string | null,
    short = false
): string {
    return timeFormat(locale, zone ?? DEFAULT_TIME_ZONE, !short).format(at);
}

/** The reading at the sensor's places in the contact's language, with its unit; null without one. */
export function readingText(f: AlertFacts): string | null {
    if (f.cause === 'silence' || f.value === null) return null;
    const n = formatNumber(f.value, f.locale, f.decimals);
    return f.unit ? `${n} ${f.unit}` : n;
}

/** "NR-01 (Usina Norte)". */
export const whereText = (
    f: AlertFacts,
    device = f.deviceName,
    plant = f.plantName
) => `${device} (${plant})`;

/** The bracketed head of a subject: the level, or "Resolved". */
export const tagOf = (f: AlertFacts): string => {
    const w = wordsOf(f.locale);
    return f.kind === 'resolved' ? w.kind.resolved : w.level[f.level];
};

/** What happened, as a subject says it. */
export function subjectOf(f: AlertFacts): string {
    const w = wordsOf(f.locale);
    const what =
        f.kind === 'escalated' && f.notice
            ? `${w.kind.escalated} (${w.notice(f.notice.n, f.notice.of)})`
            : f.kind === 'resolved'
              ? w.kind.opened
              : w.kind[f.kind];
    return `[${tagOf(f)}] ${what}: ${whereText(f)}`;
}

/** How it ended: "Back to normal", "Closed by hand". */
export function endingText(f: AlertFacts): string {
    const w = wordsOf(f.locale);
    return f.resolved?.byHand ? w.resolvedByHand : w.resolvedAuto[f.cause];
}
