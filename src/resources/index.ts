/**
 * The registry: one declaration per entity, in menu order. Plain data shared
 * by the SPA (screens, client validation) and the server (storage, validation).
 */
import type { ResourceDefinition, ResourceName } from '../domain/fields';
import { company } from './company';
import { contact } from './contact';
import { device } from './device';
import { gateway } from './gateway';
import { inspectionForm } from './inspectionForm';
import { inspectionRegister } from './inspectionRegister';
import { instruction } from './instruction';
import { measure } from './measure';
import { module } from './module';
import { page } from './page';
import { profile } from './profile';
import { sensor } from './sensor';
import { simulation } from './simulation';
import { subsidiary } from './subsidiary';
import { user } from './user';
import { watershed } from './watershed';

export const resources: readonly ResourceDefinition[] = [
    company,
    subsidiary,
    user,
    profile,
    page,
    module,
    watershed,
    device,
    gateway,
    sensor,
    measure,
    simulation,
    contact,
    instruction,
    inspectionForm,
    inspectionRegister,
];

const byName = new Map(resources.map(r => [r.name, r]));

export const getResource = (name: ResourceName): ResourceDefinition => {
    const def = byName.get(name);
    if (!def) throw new Error(`Unknown resource ${name}`);
    return def;
};

export const findResource = (name: string): ResourceDefinition | undefined =>
    byName.get(name as ResourceName);
