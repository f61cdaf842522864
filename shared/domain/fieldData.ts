/**
 * What the field app reads from the server in one request each
 * (server/src/api/fieldRoutes.ts) and keeps on the device for the plant
 * the user works in (docs/field-app.md, "What the device keeps").
 */
import type { CriticalityRule } from './criticality';
import type { Criticality } from './fields';
import type { InspectionField } from './inspectionAnswers';

/** How many recent readings of each sensor the kit carries, for the comparison offline. */
export const KIT_RECENT_READINGS = 5;
/** A form not filled in the plant for this long is due. */
export const INSPECTION_DUE_HOURS = 24;

export interface KitReading {
    value: number;
    date: string;
    criticality: Criticality | null;
}

export interface KitSensor {
    id: number;
    name: string;
    devEui: string;
    sensorType: string;
    unit: string;
    validMin: number | null;
    validMax: number | null;
    /** Newest first. */
    recent: KitReading[];
}

export interface KitForm {
    id: number;
    name: string;
    description: string | null;
    version: number;
    fields: InspectionField[];
}

export interface KitInstruction {
    id: number;
    title: string;
    criticality: Criticality;
    steps: { order: number; text: string }[];
}

/** `GET /api/field/kit`: the plant's part the mobile profile's pages need. */
export interface FieldKit {
    plantId: number;
    at: string;
    timeZone: string | null;
    /** With the `/measure` page. */
    sensors: KitSensor[];
    /** With the `/inspection` page: active forms at their current version. */
    forms: KitForm[];
    /** With the `/emergency` page. */
    instructions: KitInstruction[];
}

export interface HomeAlert {
    id: number;
    deviceName: string;
    level: Criticality;
    value: number | null;
    unit: string | null;
    openedAt: string;
}

export interface HomeSensor {
    id: number;
    name: string;
    lastSeenAt: string | null;
}

export interface HomeInspection {
    formId: number;
    name: string;
    /** The newest register of the form in the plant, or null. */
    lastDate: string | null;
    due: boolean;
}

/** `GET /api/field/home`: the selected plant for someone on site. */
export interface FieldHome {
    plantId: number;
    at: string;
    timeZone: string | null;
    /** Open alerts nobody acknowledged, worst and newest first (at most 20). */
    openAlerts: HomeAlert[];
    openAlertCount: number;
    /** Sensors silent past their timeout. */
    offlineSensors: HomeSensor[];
    sensorCount: number;
    inspections: HomeInspection[];
}

/** `POST /api/measure/assess`: what a reading would be, before it is saved. */
export interface ReadingAssessment {
    unit: string;
    criticality: Criticality;
    criticalityRule: CriticalityRule;
    /** The valid range it falls outside (a note must then say why), or null. */
    implausible: { rule: string; bound: number } | null;
    /** The sensor's readings before it, newest first. */
    previous: KitReading[];
}
