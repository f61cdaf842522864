/**
 * Which emergency instruction an alert's messages carry (docs/monitoring.md,
 * "Notifications"): among the plant's active instructions of the alert's
 * level, those that cover its sensor's type and its cause (an empty list
 * covers all), the most specific first: naming both, then the type, then
 * the cause, then the plant's general one (naming neither). A gateway's
 * silence has no sensor type: only instructions naming no type cover it.
 */
import type { AlertCause } from '@shared/domain/alerts.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import type { Database } from '../db/index.ts';

export interface InstructionCoverage {
    id: number;
    sensorTypes: readonly string[];
    causes: readonly string[];
}

const list = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** How specific an instruction is for the alert; -1 when it does not cover it. */
export function coverageRank(
    i: InstructionCoverage,
    sensorType: string | null,
    cause: AlertCause
): number {
    const types = i.sensorTypes.length > 0;
    const causes = i.causes.length > 0;
    if (types && (sensorType === null || !i.sensorTypes.includes(sensorType)))
        return -1;
    if (causes && !i.causes.includes(cause)) return -1;
    return (types ? 2 : 0) + (causes ? 1 : 0);
}

/** The instruction for the alert among `candidates` (ties: the oldest), or null. */
export function chooseInstruction<T extends InstructionCoverage>(
    candidates: readonly T[],
    sensorType: string | null,
    cause: AlertCause
): T | null {
    let best: T | null = null;
    let bestRank = -1;
    for (const c of candidates) {
        const rank = coverageRank(c, sensorType, cause);
        if (rank > bestRank || (rank === bestRank && best && c.id < best.id)) {
            best = c;
            bestRank = rank;
        }
    }
    return bestRank < 0 ? null : best;
}

export interface ChosenInstruction {
    id: number;
    title: string;
    /** Its steps' texts, in their order. */
    steps: string[];
}

/** Reads the plant's instructions of `level` and chooses the alert's. */
export async function instructionFor(
    tx: Database,
    a: {
        plantId: number;
        level: Criticality;
        sensorType: string | null;
        cause: AlertCause;
    }
): Promise<ChosenInstruction | null> {
    const { rows } = await tx.query<{
        id: number;
        title: string;
        steps: unknown;
        sensor_types: unknown;
        causes: unknown;
    }>(
        `SELECT id, title, steps, sensor_types, causes FROM instruction
         WHERE subsidiary_id = $1 AND status = 'active' AND criticality = $2`,
        [a.plantId, a.level]
    );
    const chosen = chooseInstruction(
        rows.map(r => ({
            ...r,
            id: Number(r.id),
            sensorTypes: list(r.sensor_types),
            causes: list(r.causes),
        })),
        a.sensorType,
        a.cause
    );
    if (!chosen) return null;
    const steps = (Array.isArray(chosen.steps) ? chosen.steps : [])
        .filter(
            (s): s is { order?: unknown; text: string } =>
                !!s && typeof (s as { text?: unknown }).text === 'string'
        )
        .sort((x, y) => Number(x.order ?? 0) - Number(y.order ?? 0))
        .map(s => s.text);
    return { id: chosen.id, title: chosen.title, steps };
}
