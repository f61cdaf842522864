/**
 * The three demo users signed in on the run's shared server, once per test
 * file (its `beforeAll`). The object is filled in then, so tests read
 * `actors.admin` inside their bodies, not at the file's top level.
 */
import { beforeAll } from 'vitest';
import { clientFor, type ApiClient } from './apiClient.ts';
import { sharedBaseUrl } from './shared.ts';

export interface DemoActors {
    admin: ApiClient;
    /** In its first plant (`plantA`). */
    operator: ApiClient;
    operatorId: number;
    plantA: number;
    viewer: ApiClient;
}

export function demoActors(): DemoActors {
    const actors = {} as DemoActors;
    beforeAll(async () => {
        const baseUrl = sharedBaseUrl();
        const [admin, op, viewer] = await Promise.all([
            clientFor(baseUrl, 'admin'),
            clientFor(baseUrl, 'operator'),
            clientFor(baseUrl, 'viewer'),
        ]);
        Object.assign(actors, {
            admin: admin.api,
            operator: op.api,
            operatorId: op.userId,
            plantA: op.plants[0] ?? 0,
            viewer: viewer.api,
        });
    });
    return actors;
}
