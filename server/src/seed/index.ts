/**
 * The demo data set (README, "Run it": the demo accounts, and dozens of
 * records per entity so that paging matters): loaded once per
 * database, in one transaction, recorded in `seed_run`, so running it again
 * (every start) changes nothing and a failure leaves nothing half-written.
 * Every record goes through `validateRecord`, like an API write would.
 *
 * Each entity's demo rows sit in its own module under ./resources/ (the
 * contract is in ./demo.ts); the two lists below run them in dependency
 * order. To give a new entity demo rows, add its module and one line to
 * ONCE or, for an entity that belongs to a plant, EACH_PLANT.
 */
import type { ResourceName } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import type { DbRecord } from '../db/repository.ts';
import {
    plantContext,
    runSeed,
    type DemoSeed,
    type Given,
    type PlantSeed,
    type SeedContext,
} from './demo.ts';
import { addDemoMobileModule } from './mobileModule.ts';
import { syncPageCatalog } from './pageCatalog.ts';
import { companyDemo } from './resources/company.ts';
import { contactDemo } from './resources/contact.ts';
import { deviceDemo } from './resources/device.ts';
import { gatewayDemo } from './resources/gateway.ts';
import { inspectionFormDemo } from './resources/inspectionForm.ts';
import { inspectionRegisterDemo } from './resources/inspectionRegister.ts';
import { instructionDemo } from './resources/instruction.ts';
import { measureDemo } from './resources/measure.ts';
import { profileDemo } from './resources/profile.ts';
import { sensorDemo } from './resources/sensor.ts';
import { simulationDemo } from './resources/simulation.ts';
import { subsidiaryDemo } from './resources/subsidiary.ts';
import { userDemo } from './resources/user.ts';
import { watershedDemo } from './resources/watershed.ts';
import { prng } from './values.ts';

export { DEMO_PASSWORDS } from './catalog.ts';

/** Seeded once, in this order; a module sees the records of those before it. */
const ONCE: DemoSeed[] = [
    profileDemo,
    companyDemo,
    watershedDemo,
    subsidiaryDemo,
    userDemo,
];

/**
 * Then, plant by plant, these in this order; a module sees the plant, its
 * records of the modules before it, and everything seeded once.
 */
const EACH_PLANT: PlantSeed[] = [
    deviceDemo,
    gatewayDemo,
    sensorDemo,
    measureDemo,
    contactDemo,
    instructionDemo,
    simulationDemo,
    inspectionFormDemo,
    inspectionRegisterDemo,
];

/**
 * The entities the demo data fills (dozens of records each, a few thousand
 * readings): the page catalogue's and the modules' above. An entity
 * without a demo module has none, and the tests ask demo quantities only
 * of these.
 */
export const DEMO_RESOURCES: readonly ResourceName[] = [
    'page',
    'module',
    ...ONCE.map(s => s.resource),
    ...EACH_PLANT.map(s => s.resource),
];

const SEED_NAME = 'demo-v1';
const SEED_LOCK = 7_302_027;

/** Loads the demo data unless already loaded; true when it loaded now. */
export async function seedDemoData(db: Database): Promise<boolean> {
    return db.transaction(async tx => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
        const { rows } = await tx.query(
            'SELECT 1 FROM seed_run WHERE name = $1',
            [SEED_NAME]
        );
        if (rows.length) return false;
        await loadDemo(tx, Date.now());
        await tx.query('INSERT INTO seed_run (name) VALUES ($1)', [SEED_NAME]);
        return true;
    });
}

async function loadDemo(db: Database, now: number): Promise<void> {
    // One random sequence drawn in list order, so every database gets the
    // same demo; a module that draws from it shifts what the modules after
    // it draw (no test depends on those values).
    const given: Given<SeedContext> = {
        db,
        rnd: prng(20260301),
        now,
        iso: msAgo => new Date(now - msAgo).toISOString(),
    };
    // The modules and pages are the catalogue's (added at every start); the
    // demo profiles grant them.
    const catalogue = await syncPageCatalog(db);
    await addDemoMobileModule(db, catalogue);
    const { modules, pages } = catalogue;
    const seeded = new Map<ResourceName, DbRecord[]>([
        ['module', modules],
        ['page', pages],
    ]);
    for (const seed of ONCE) await runSeed(seed, given, seeded);
    for (const [i, plant] of (seeded.get('subsidiary') ?? []).entries()) {
        const ofPlant = new Map(seeded);
        for (const seed of EACH_PLANT)
            await runSeed(seed, plantContext(given, plant, i), ofPlant);
    }
}
