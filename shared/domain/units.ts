/**
 * Units of measure as Zabbix items and sensors write them, and the scale
 * between two of the same kind (docs/zabbix.md, "Units"). A Zabbix item
 * may give a value in V where the sensor (and so its thresholds) is in
 * kV: the series is converted to the sensor's unit when both are known
 * scales of one quantity, so that the thresholds stay on their own axis.
 * Only pure scales: units with an offset (°C, K, °F) convert to themselves
 * only, and anything unknown is reported as a disagreement, never guessed.
 */

/** Quantity and factor to the quantity's base unit, by unit as written. */
const SCALES: Record<string, readonly [string, number]> = {
    // Electric potential, current, power, energy.
    mV: ['voltage', 1e-3],
    V: ['voltage', 1],
    kV: ['voltage', 1e3],
    MV: ['voltage', 1e6],
    mA: ['current', 1e-3],
    A: ['current', 1],
    kA: ['current', 1e3],
    W: ['power', 1],
    kW: ['power', 1e3],
    MW: ['power', 1e6],
    GW: ['power', 1e9],
    Wh: ['energy', 1],
    kWh: ['energy', 1e3],
    MWh: ['energy', 1e6],
    GWh: ['energy', 1e9],
    // Volumetric flow (base m³/s).
    'm³/s': ['flow', 1],
    'm³/min': ['flow', 1 / 60],
    'm³/h': ['flow', 1 / 3600],
    'L/s': ['flow', 1e-3],
    'L/min': ['flow', 1e-3 / 60],
    'L/h': ['flow', 1e-3 / 3600],
    // Length (base m): levels, displacements.
    mm: ['length', 1e-3],
    cm: ['length', 1e-2],
    m: ['length', 1],
    km: ['length', 1e3],
    // Pressure (base Pa).
    Pa: ['pressure', 1],
    hPa: ['pressure', 1e2],
    kPa: ['pressure', 1e3],
    MPa: ['pressure', 1e6],
    mbar: ['pressure', 1e2],
    bar: ['pressure', 1e5],
    mca: ['pressure', 9806.65],
    // Rainfall intensity (base mm/h).
    'mm/h': ['rain', 1],
    'mm/min': ['rain', 60],
    'mm/d': ['rain', 1 / 24],
};

/**
 * The unit as the table above writes it: spaces dropped, `m3`/`m^3` as
 * `m³`, a lower-case litre (`l/s`) as `L`. Case is otherwise kept: `mW`
 * and `MW` are a billion apart.
 */
export function normalizeUnit(unit: string): string {
    return unit
        .trim()
        .replace(/\s+/g, '')
        .replace(/m\^?3/g, 'm³')
        .replace(/^l(?=\/)/, 'L');
}

/**
 * The factor that turns a value in `from` into `to` (`kV` → `V`: 1000),
 * 1 for the same unit, null when the two are not scales of one quantity.
 */
export function unitFactor(from: string, to: string): number | null {
    const a = normalizeUnit(from);
    const b = normalizeUnit(to);
    if (a === b) return 1;
    const sa = SCALES[a];
    const sb = SCALES[b];
    if (!sa || !sb || sa[0] !== sb[0]) return null;
    // Rounded to 12 significant digits: 1e-3 / 1e3 is not exactly 1e-6.
    return Number((sa[1] / sb[1]).toPrecision(12));
}

export type UnitAlignment =
    /** Same unit, or Zabbix declares none: values as they come. */
    | { kind: 'same'; unit: string }
    /** Converted into the sensor's unit by `factor`. */
    | { kind: 'converted'; unit: string; from: string; factor: number }
    /** Different quantities or an unknown unit: values stay in Zabbix's. */
    | { kind: 'mismatch'; unit: string; sensorUnit: string };

/**
 * How a Zabbix item's values meet the sensor's unit: the unit the chart
 * draws them in, and the factor when they are converted.
 */
export function alignUnits(
    zabbixUnit: string,
    sensorUnit: string
): UnitAlignment {
    if (!zabbixUnit.trim()) return { kind: 'same', unit: sensorUnit };
    if (!sensorUnit.trim()) return { kind: 'same', unit: zabbixUnit };
    const factor = unitFactor(zabbixUnit, sensorUnit);
    if (factor === 1) return { kind: 'same', unit: sensorUnit };
    if (factor === null)
        return { kind: 'mismatch', unit: zabbixUnit, sensorUnit };
    return { kind: 'converted', unit: sensorUnit, from: zabbixUnit, factor };
}

/** A value times a factor, without binary tails (0.1 × 3 stays 0.3). */
export const scaleValue = (value: number, factor: number): number =>
    factor === 1 ? value : Number((value * factor).toPrecision(15));

/** Points in the unit `alignment` draws them in. */
export function pointsInUnit<P extends { value: number }>(
    points: readonly P[],
    alignment: UnitAlignment
): P[] {
    if (alignment.kind !== 'converted') return [...points];
    const { factor } = alignment;
    // A trend's hour carries its lowest and highest values too.
    return points.map(p => {
        const q = p as P & { min?: number; max?: number };
        return {
            ...p,
            value: scaleValue(p.value, factor),
            ...(typeof q.min === 'number' && {
                min: scaleValue(q.min, factor),
            }),
            ...(typeof q.max === 'number' && {
                max: scaleValue(q.max, factor),
            }),
        };
    });
}
