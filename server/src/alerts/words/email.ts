/**
 * An alert's e-mail: a plain-text part and an HTML part saying the same
 * thing. The HTML escapes every value it writes (names, steps and reasons
 * are typed by people) and loads nothing from outside: styles are inline,
 * there are no images, and only the console's own http(s) links are links.
 */
import { escapeHtml } from '../../escapeHtml.ts';
import {
    endingText,
    readingText,
    subjectOf,
    timeIn,
    wordsOf,
    type AlertFacts,
} from './facts.ts';

/** A label and its value, one line of the message. */
type Line = [label: string, value: string];

/** The facts' lines, in the order both parts give them. */
function linesOf(f: AlertFacts): Line[] {
    const w = wordsOf(f.locale);
    const at = (d: Date) => timeIn(d, f.locale, f.timeZone);
    const device =
        f.device === 'sensor' && f.sensorType
            ? `${f.deviceName} (${w.sensorType[f.sensorType as keyof typeof w.sensorType] ?? f.sensorType})`
            : f.deviceName;
    const lines: Line[] = [
        [w.plant, f.plantName],
        [f.device === 'sensor' ? w.sensor : w.gateway, device],
        [w.reading, readingText(f) ?? w.silence],
        [w.openedAt, at(f.openedAt)],
    ];
    if (f.kind === 'raised' && f.raisedAt)
        lines.push([w.raisedAt, at(f.raisedAt)]);
    if (f.kind === 'resolved' && f.resolved) {
        lines.push([w.resolvedAt, `${at(f.resolved.at)}: ${endingText(f)}`]);
        if (f.resolved.reason) lines.push([w.reason, f.resolved.reason]);
    }
    return lines;
}

/** The plain-text part. */
export function emailText(f: AlertFacts): string {
    const w = wordsOf(f.locale);
    const out = [subjectOf(f), ''];
    for (const [label, value] of linesOf(f)) out.push(`${label}: ${value}`);
    if (f.kind === 'escalated' && f.notice)
        out.push('', w.noticeLine(f.notice.n, f.notice.of));
    // A resolved message is short: the instruction was in the alert's.
    if (f.kind !== 'resolved') {
        out.push('');
        if (f.instruction) {
            out.push(`${w.instruction}: ${f.instruction.title}`);
            f.instruction.steps.forEach((s, i) => out.push(`${i + 1}. ${s}`));
            out.push(`${w.fullInstruction}: ${f.instruction.url}`);
        } else out.push(w.noInstruction);
    }
    out.push('', `${w.open}: ${f.alertUrl}`);
    return out.join('\n');
}

/** Only an http(s) address becomes a link; anything else stays text. */
const link = (url: string, label: string) =>
    /^https?:\/\//i.test(url)
        ? `<a href="${escapeHtml(url)}" style="color:#0b57d0">${escapeHtml(label)}</a>`
        : `${escapeHtml(label)}: ${escapeHtml(url)}`;

/** Colours of the level's band, as the console's criticality chips. */
const BAND: Record<string, string> = {
    low: '#2e7d32',
    medium: '#ed6c02',
    high: '#d84315',
    critical: '#c62828',
    resolved: '#2e7d32',
};

/** The HTML part. */
export function emailHtml(f: AlertFacts): string {
    const w = wordsOf(f.locale);
    const e = escapeHtml;
    const band = BAND[f.kind === 'resolved' ? 'resolved' : f.level];
    const rows = linesOf(f)
        .map(
            ([label, value]) =>
                `<tr><th align="left" style="padding:2px 12px 2px 0;font-weight:600;vertical-align:top">${e(label)}</th><td style="padding:2px 0">${e(value)}</td></tr>`
        )
        .join('');
    const notice =
        f.kind === 'escalated' && f.notice
            ? `<p style="font-weight:600">${e(w.noticeLine(f.notice.n, f.notice.of))}</p>`
            : '';
    let instruction = '';
    if (f.kind !== 'resolved')
        instruction = f.instruction
            ? `<h2 style="font-size:16px;margin:16px 0 4px">${e(w.instruction)}: ${e(f.instruction.title)}</h2>` +
              `<ol style="margin:0 0 8px;padding-left:24px">${f.instruction.steps.map(s => `<li style="margin:2px 0">${e(s)}</li>`).join('')}</ol>` +
              `<p style="margin:0">${link(f.instruction.url, w.fullInstruction)}</p>`
            : `<p>${e(w.noInstruction)}</p>`;
    return [
        '<!DOCTYPE html>',
        `<html lang="${e(f.locale)}"><head><meta charset="utf-8"><title>${e(subjectOf(f))}</title></head>`,
        '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f1f1f;background:#ffffff">',
        `<p style="margin:0 0 12px;padding:8px 12px;border-left:6px solid ${band};background:#f5f5f5;font-size:16px;font-weight:600">${e(subjectOf(f))}</p>`,
        `<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
        notice,
        instruction,
        `<p style="margin:16px 0 0">${link(f.alertUrl, w.open)}</p>`,
        '</body></html>',
    ].join('\n');
}
