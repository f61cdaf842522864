/**
 * One row of the administrator's instrumentation view
 * (`GET /api/instrumentation`): every active gateway and sensor of every
 * plant, with whether it is heard from.
 */
import type { DeviceState } from './deviceState';

export interface InstrumentationItem {
    kind: 'gateway' | 'sensor';
    id: number;
    name: string;
    plantId: number;
    plantName: string;
    /** The sensor's type; gateways have none. */
    sensorType: string | null;
    lastSeenAt: string | null;
    state: DeviceState;
}
