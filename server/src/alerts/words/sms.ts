/**
 * An alert's SMS: one message of at most SMS_MAX characters, whatever the
 * names and steps (a longer text is split by carriers, or refused). What
 * must be there comes first (level, sensor, plant, reading, when it
 * opened, the link); the instruction's steps fill what is left, the last
 * one cut with "…", and the link opens the whole alert.
 */
import {
    readingText,
    tagOf,
    timeIn,
    whereText,
    wordsOf,
    type AlertFacts,
} from './facts.ts';

export const SMS_MAX = 160;
/** A name longer than this is cut, so that the reading and the time fit. */
const NAME_MAX = 24;
/** A step is not started with less room than this: "1) Acion…" says nothing. */
const STEP_MIN = 16;

/** Length as a phone counts it: characters, not UTF-16 units. */
export const smsLength = (s: string): number => Array.from(s).length;

/** `s` in at most `max` characters, cut with "…". */
export function cut(s: string, max: number): string {
    const chars = Array.from(s);
    if (chars.length <= max) return s;
    if (max <= 0) return '';
    return `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The facts before the steps: "[Crítica] NR-01 (Usina Norte): Leitura 1,89 mm; aberto 25/11 16:40 BRT." */
function factsOf(f: AlertFacts): string {
    const w = wordsOf(f.locale);
    const at = (d: Date) => timeIn(d, f.locale, f.timeZone, true);
    const where = whereText(
        f,
        cut(f.deviceName, NAME_MAX),
        cut(f.plantName, NAME_MAX)
    );
    const opened = `${w.smsOpened} ${at(f.openedAt)}`;
    if (f.kind === 'resolved' && f.resolved) {
        const how = f.resolved.byHand
            ? w.smsResolved.hand
            : w.smsResolved[f.cause];
        return `[${tagOf(f)}] ${where}: ${how} ${at(f.resolved.at)} (${opened}).`;
    }
    const head =
        f.kind === 'escalated' && f.notice
            ? `${upperFirst(w.notice(f.notice.n, f.notice.of))}: `
            : f.kind === 'raised'
              ? `${w.kind.raised}: `
              : '';
    const reading = readingText(f);
    const what = reading === null ? w.silenceShort : `${w.reading} ${reading}`;
    return `[${tagOf(f)}] ${head}${where}: ${what}; ${opened}.`;
}

/** The SMS: facts, as many steps as fit, the alert's link; never over SMS_MAX. */
export function smsText(f: AlertFacts): string {
    const link = ` ${f.alertUrl}`;
    const room = SMS_MAX - smsLength(link);
    let text = cut(factsOf(f), room);
    if (f.kind !== 'resolved' && f.instruction) {
        const steps = f.instruction.steps;
        for (let i = 0; i < steps.length; i++) {
            const step = ` ${i + 1}) ${steps[i]}`;
            const left = room - smsLength(text);
            if (smsLength(step) <= left) {
                text += step;
                continue;
            }
            if (left >= STEP_MIN) text += cut(step, left);
            else if (left >= 2) text += ' …';
            break;
        }
    }
    // A public URL longer than the whole SMS is cut with the rest.
    return cut(`${text}${link}`, SMS_MAX);
}
