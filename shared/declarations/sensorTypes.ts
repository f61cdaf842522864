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
