/**
 * Finding a sensor on site by what the inspector has in front of them:
 * its name (any part, accents and case ignored), its code (the record's
 * number, `12` or `#12`) or its DevEUI, typed with or without colons or
 * read from the QR code on the device (which may hold the DevEUI alone or
 * inside a text or a URL).
 */
import type { KitSensor } from '@shared/domain/fieldData';

const fold = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const hex = (s: string) => s.replace(/[^0-9a-f]/gi, '').toLowerCase();

/** The DevEUI a scanned code holds: 16 hexadecimal digits, colons or dashes allowed. */
export const devEuiIn = (scanned: string): string | undefined => {
    const match = /(?:[0-9a-f]{2}[:-]?){7}[0-9a-f]{2}/i.exec(scanned);
    return match ? hex(match[0]) : undefined;
};

/** The sensors matching `query`, the exact matches (code, DevEUI) first. */
export function findSensors(
    sensors: readonly KitSensor[],
    query: string
): KitSensor[] {
    const q = fold(query);
    if (!q) return [...sensors];
    const code = /^#?(\d{1,10})$/.exec(q)?.[1];
    const eui = devEuiIn(q) ?? (hex(q).length >= 4 ? hex(q) : undefined);
    const exact = sensors.filter(
        s =>
            (code !== undefined && String(s.id) === code) ||
            (eui !== undefined && hex(s.devEui) === eui)
    );
    const partial = sensors.filter(
        s =>
            !exact.includes(s) &&
            (fold(s.name).includes(q) ||
                (eui !== undefined && hex(s.devEui).includes(eui)))
    );
    return [...exact, ...partial];
}
