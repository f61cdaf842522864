/**
 * The global setup of the `api-own` project: only the run's seeded
 * snapshot (helpers/database.ts), which its files copy; they start no
 * shared server and read none.
 */
import type { TestProject } from 'vitest/node';
import { createSeedSnapshot } from './helpers/database.ts';

export default async function setup(project: TestProject) {
    const seed = await createSeedSnapshot();
    project.provide('seedSnapshot', seed.snapshot);
    return () => seed.drop();
}
