/**
 * Small helpers the demo seed modules share: the deterministic random
 * sequence, rounding, time spans, phone numbers.
 */

/** Deterministic pseudo-random numbers (mulberry32), so every seeded database looks alike. */
export function prng(seed: number) {
    let a = seed >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
        next,
        int: (min: number, max: number) =>
            min + Math.floor(next() * (max - min + 1)),
        pick: <T>(list: readonly T[]): T =>
            list[Math.floor(next() * list.length)] as T,
    };
}

export type Prng = ReturnType<typeof prng>;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const CRIT = ['low', 'medium', 'high', 'critical'] as const;
export type Crit = (typeof CRIT)[number];

export const round = (n: number, d: number) =>
    Math.round(n * 10 ** d) / 10 ** d;
export const hex = (n: number, width: number) =>
    n.toString(16).toUpperCase().padStart(width, '0');
/** Lower case without accents, for e-mail addresses. */
export const ascii = (s: string) =>
    s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();

/** The area codes of the three demo plants' regions (MG, GO, RS). */
const DDD = [34, 64, 54];
export const mobilePhone = (rnd: Prng, i: number) =>
    `${DDD[i % 3]}9${rnd.int(8100, 9999)}${rnd.int(1000, 9999)}`;
export const landlinePhone = (rnd: Prng, i: number) =>
    `${DDD[i % 3]}3${rnd.int(100, 999)}${rnd.int(1000, 9999)}`;
