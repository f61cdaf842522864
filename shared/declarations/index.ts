/**
 * The registry: every declaration, keyed by its name. Plain data shared by
 * the SPA (screens, client validation) and the server (storage, validation).
 * The names of the entities are this object's keys, so a name cannot exist
 * without its declaration; the checks below fail to compile when a key is
 * not its declaration's name or a reference names no registered resource.
 */
import type { FieldDefinition, ResourceDefinition } from '../domain/fields';
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

const registry = {
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
    'inspection-form': inspectionForm,
    'inspection-register': inspectionRegister,
};

/** API path names of the entities. */
export type ResourceName = keyof typeof registry;

/** The reference targets named anywhere in a list of fields. */
type ReferencesIn<Fields> = Fields extends readonly (infer F)[]
    ? | (F extends { reference: infer R } ? R : never)
      | (F extends { fields: infer C } ? ReferencesIn<C> : never)
    : never;
type Registry = typeof registry;
type KeysAreNames = { [K in ResourceName]: { name: K } };
type References = {
    [K in ResourceName]: ReferencesIn<Registry[K]['fields']>;
}[ResourceName];

// Compile-time checks (they cost nothing at run time).
registry satisfies KeysAreNames;
registry satisfies Record<ResourceName, ResourceDefinition>;
null as unknown as References satisfies ResourceName;

/** A registered declaration: its name is one of the registry's. */
export type Resource = ResourceDefinition<ResourceName>;

export const resources: readonly Resource[] = Object.values(registry);

export const getResource = (name: ResourceName): Resource => registry[name];

export const findResource = (name: string): Resource | undefined =>
    Object.hasOwn(registry, name) ? registry[name as ResourceName] : undefined;

export const isResourceName = (name: string): name is ResourceName =>
    Object.hasOwn(registry, name);

/** A field's reference target, typed (the registry checked it). */
export const referenceOf = (f: FieldDefinition): ResourceName | undefined =>
    f.reference as ResourceName | undefined;
