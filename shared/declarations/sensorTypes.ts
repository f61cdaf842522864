export const SENSOR_TYPES = [
    'level',
    'flow',
    'rainfall',
    'piezometric-pressure',
    'displacement',
    'temperature',
    'voltage',
    'current',
    'power',
] as const;

export type SensorType = (typeof SENSOR_TYPES)[number];

/**
 * The places a reading of each type is written at when its sensor
 * declares none (`sensor.decimals`): what its instruments resolve in the
 * units they are usually read in (a level in metres to the centimetre, a
 * rain rate to a tenth of a millimetre an hour). Messages write readings
 * at these places (docs/numbers.md, "Shown and written").
 */
export const SENSOR_TYPE_DECIMALS: Record<SensorType, number> = {
    level: 2,
    flow: 2,
    rainfall: 1,
    'piezometric-pressure': 2,
    displacement: 2,
    temperature: 1,
    voltage: 1,
    current: 1,
    power: 1,
};

/** The places a sensor's readings are written at: its own, else its type's. */
export const sensorDecimals = (
    sensorType: string | null | undefined,
    declared: number | null | undefined
): number | undefined =>
    typeof declared === 'number'
        ? declared
        : SENSOR_TYPE_DECIMALS[sensorType as SensorType];
