/**
 * The folder boundaries are a lint rule (eslint/layers.js): an import that
 * crosses one, or would close a cycle between folders, fails `npm run lint`.
 */
import { ESLint } from 'eslint';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayerGraph, LAYERS, layerOf } from '../../../eslint/layers.js';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

const layerErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, {
        filePath: path.join(root, file),
    });
    return (result?.messages ?? [])
        .filter(m => m.ruleId === 'local/layers')
        .map(m => m.message);
};

// ESLint with the TypeScript parser takes seconds per file on a busy machine.
describe('layers lint rule', { timeout: 30000 }, () => {
    it.each([
        [
            'shared/domain/x.ts',
            "import { httpClient } from '@/providers/apiClient';",
        ],
        [
            'shared/declarations/x.ts',
            "import { ResourceList } from '@/builders/list/ResourceList';",
        ],
        ['src/providers/x.ts', "import { useSession } from '@/session/hooks';"],
        [
            'src/providers/x.ts',
            "import { Settings } from '../screens/Settings';",
        ],
        ['src/layout/x.ts', "import { NotFound } from '@/screens/NotFound';"],
        ['i18n/en-US/x.ts', "import { LOCALES } from '@/preferences/locale';"],
        [
            'server/src/main.ts',
            "import { httpClient } from '@/providers/apiClient';",
        ],
        ['src/builders/x.ts', "export { routes } from '@/routes/routeTable';"],
        ['src/charts/x.ts', "const v = () => import('@/routes/views');"],
        // A view does not import another entity's views.
        [
            'src/views/inspectionForm/x.tsx',
            "import { AnswersEditor } from '@/views/inspectionRegister/AnswersEditor';",
        ],
        // The server reaches the SPA's folder for nothing.
        ['server/src/api/x.ts', "import { getConfig } from '@/config';"],
        // The server's layers point down only: a service imports no route,
        // the database no service, the configuration nothing of the server.
        [
            'server/src/alerts/x.ts',
            "import { screenCaller } from '../api/screenData.ts';",
        ],
        [
            'server/src/monitoring/x.ts',
            "import type { Caller } from '../api/caller.ts';",
        ],
        [
            'server/src/db/x.ts',
            "import { fileStore } from '../photos/photoStore.ts';",
        ],
        [
            'server/src/settings/x.ts',
            "import type { Database } from '../db/index.ts';",
        ],
        ['server/src/api/x.ts', "import { buildApp } from '../app.ts';"],
    ])('%s may not: %s', async (file, code) => {
        const errors = await layerErrors(file, code);
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatch(/may not import/);
    });

    it.each([
        [
            'src/providers/x.ts',
            "import { fieldsOf } from '@shared/domain/fields';",
        ],
        [
            'src/session/x.ts',
            "import { httpClient } from '@/providers/apiClient';",
        ],
        [
            'src/routes/x.ts',
            "import { SensorEdit } from '@/views/sensor/SensorEdit';",
        ],
        [
            'server/src/zabbix/x.ts',
            "import { createZabbixClient } from '@shared/zabbix/client';",
        ],
        [
            'server/src/api/x.ts',
            "import { companyTimeZone } from '../db/times.ts';",
        ],
        [
            'server/src/alerts/x.ts',
            "import { deliverySettingsFrom } from '../settings/alerts.ts';",
        ],
        // Services import one another: the simulator follows the seed.
        [
            'server/src/zabbix/x.ts',
            "import { SENSOR_PROFILES } from '../seed/catalog.ts';",
        ],
        ['src/screens/x.ts', "import { useState } from 'react';"],
    ])('%s may: %s', async (file, code) => {
        expect(await layerErrors(file, code)).toEqual([]);
    });

    it('places every source file in a layer', () => {
        const files = ['src', 'shared', 'i18n', 'server/src'].flatMap(dir =>
            fs
                .readdirSync(path.join(root, dir), { recursive: true })
                .map(f => `${dir}/${String(f).split(path.sep).join('/')}`)
                .filter(f => /\.tsx?$/.test(f))
        );
        expect(files.length).toBeGreaterThan(100);
        expect(files.filter(f => !layerOf(f))).toEqual([]);
    });

    it('refuses a layer graph with a cycle', () => {
        expect(() => checkLayerGraph(LAYERS)).not.toThrow();
        const cyclic = LAYERS.map(([name, pattern, deps]) =>
            name === 'domain'
                ? ([name, pattern, [...deps, 'session']] as const)
                : ([name, pattern, deps] as const)
        );
        expect(() => checkLayerGraph(cyclic)).toThrow(
            /layer cycle: domain → session → (providers → )?domain/
        );
    });

    it("refuses an arrow back up the server's layers", () => {
        const upward = LAYERS.map(([name, pattern, deps]) =>
            name === 'server-db'
                ? ([name, pattern, [...deps, 'server-services']] as const)
                : ([name, pattern, deps] as const)
        );
        expect(() => checkLayerGraph(upward)).toThrow(
            /layer cycle: .*server-db → server-services → server-db/
        );
    });
});
