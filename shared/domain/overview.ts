/**
 * The plant's map (`GET /api/overview`): its sensors and gateways where
 * they stand, each with its worst current criticality (a sensor's is its
 * latest reading's; a gateway's the worst of its sensors') and whether it
 * is heard from. Shared by the server and the overview screen.
 */
import type { DeviceState } from './deviceState';
import { CRITICALITIES, type Criticality } from './fields';

export interface OverviewReading {
    id: number;
    value: number;
    unit: string;
    criticality: Criticality;
    date: string;
}

export interface OverviewItem {
    kind: 'sensor' | 'gateway';
    id: number;
    name: string;
    latitude: number | null;
    longitude: number | null;
    state: DeviceState;
    /** The worst criticality it stands at now; null without a reading. */
    worst: Criticality | null;
    /** A sensor's latest reading. */
    lastReading: OverviewReading | null;
    sensorType: string | null;
}

export interface Overview {
    plant: {
        id: number;
        name: string;
        latitude: number | null;
        longitude: number | null;
    };
    timeZone: string | null;
    items: OverviewItem[];
}

/** The worse of two criticalities (null is "no reading"). */
export const worseOf = (
    a: Criticality | null,
    b: Criticality | null
): Criticality | null => {
    if (a === null) return b;
    if (b === null) return a;
    return CRITICALITIES.indexOf(a) >= CRITICALITIES.indexOf(b) ? a : b;
};
