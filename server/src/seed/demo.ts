/**
 * What a demo seed module is (one per entity, in ./resources/) and what it
 * is given; ./index.ts lists them in the order they run.
 */
import { validateRecord } from '@shared/domain/validate.ts';
import { getResource, type ResourceName } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import { round, type Prng } from './values.ts';

declare const validated: unique symbol;

/** A record checked like an API write, plus its server-set attributes: only `ctx.checked` makes one. */
export type DemoRow = Record<string, unknown> & { readonly [validated]: true };

export interface SeedContext {
    /** The seed's transaction. */
    readonly db: Database;
    /** The demo's one random sequence: modules draw from it in the order they run. */
    readonly rnd: Prng;
    /** When the seed runs (epoch milliseconds). */
    readonly now: number;
    /** The ISO instant `msAgo` milliseconds before `now` (negative: after it). */
    readonly iso: (msAgo: number) => string;
    /**
     * The records seeded before this module for an entity (in a plant's
     * pass, that plant's); throws when the entity was not seeded yet.
     */
    readonly seeded: (name: ResourceName) => DbRecord[];
    /**
     * Validates a record of the module's entity as the API does (throws
     * when invalid), then adds back the server-set (read-only) attributes.
     */
    readonly checked: (
        record: Record<string, unknown>,
        serverSet?: Record<string, unknown>
    ) => DemoRow;
}

/** The context of a module that runs once per demo plant. */
export interface PlantContext extends SeedContext {
    readonly plant: DbRecord;
    /** The plant's position among the demo plants (0, 1, 2). */
    readonly plantIndex: number;
    /** A random point within `spread` degrees around the plant. */
    readonly near: (spread?: number) => { latitude: number; longitude: number };
}

/** One entity's demo rows. */
export interface DemoSeed<C extends SeedContext = SeedContext> {
    readonly resource: ResourceName;
    /** The rows to insert; plant-scoped entities are stored in `ctx.plant`. */
    readonly rows: (ctx: C) => DemoRow[];
    /** What goes with the inserted records (passwords, outbox), in the same transaction. */
    readonly after?: (ctx: C, records: DbRecord[]) => Promise<void>;
}

/** A module run once per demo plant, with that plant in its context. */
export type PlantSeed = DemoSeed<PlantContext>;

/** A context before `runSeed` adds the module's `seeded` and `checked`. */
export type Given<C extends SeedContext> = Omit<C, 'seeded' | 'checked'>;

/** The context of a plant's pass: the plant and random points around it. */
export function plantContext(
    given: Given<SeedContext>,
    plant: DbRecord,
    plantIndex: number
): Given<PlantContext> {
    const lat = plant.latitude as number;
    const lng = plant.longitude as number;
    return {
        ...given,
        plant,
        plantIndex,
        near: (spread = 0.02) => ({
            latitude: round(lat + (given.rnd.next() - 0.5) * spread, 7),
            longitude: round(lng + (given.rnd.next() - 0.5) * spread, 7),
        }),
    };
}

/**
 * Runs one module: makes its rows, inserts them (in `ctx.plant` when the
 * entity is plant-scoped), records them in `seeded` for the modules after
 * it, then runs its `after`.
 */
export async function runSeed<C extends SeedContext>(
    seed: DemoSeed<C>,
    given: Given<C>,
    seeded: Map<ResourceName, DbRecord[]>
): Promise<void> {
    const def = getResource(seed.resource);
    const ctx = {
        ...given,
        seeded: (name: ResourceName) => {
            const records = seeded.get(name);
            if (!records)
                throw new Error(
                    `demo ${seed.resource} needs ${name}: list its module before this one (server/src/seed/index.ts)`
                );
            return records;
        },
        checked: (
            record: Record<string, unknown>,
            serverSet: Record<string, unknown> = {}
        ) => {
            const { value, errors } = validateRecord(def, record, {
                partial: false,
            });
            if (errors.length)
                throw new Error(
                    `demo ${seed.resource} is invalid: ${JSON.stringify(errors)} ${JSON.stringify(record)}`
                );
            return { ...value, ...serverSet } as DemoRow;
        },
    } as C;
    const plant = (ctx as Partial<PlantContext>).plant;
    if (def.scope === 'plant' && !plant)
        throw new Error(
            `demo ${seed.resource} belongs to a plant: list it in EACH_PLANT (server/src/seed/index.ts)`
        );
    const records = await repositoryFor(ctx.db, seed.resource).createMany(
        seed.rows(ctx),
        { subsidiaryId: def.scope === 'plant' ? plant?.id : undefined }
    );
    seeded.set(seed.resource, records);
    await seed.after?.(ctx, records);
}
