import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { vi } from 'vitest';
import {
    getResource,
    resources,
    type ResourceName,
} from '@shared/declarations';
import type { ResourceDefinition, ViewName } from '@shared/domain/fields';
import type { ResourceViewProps } from '@/builders/viewProps';
import { preloadable } from '@/routes/preloadable';
import { preloadRoute } from '@/routes/preloadRoute';
import {
    HAND_WRITTEN_VIEWS,
    RESOURCE_VIEWS,
    SCREENS,
    VIEW_FOLDERS,
    viewFor,
    type ViewMap,
} from '@/routes/views';

/** Declared hand-written views missing from the map, and registered ones not declared. */
const viewMapMismatches = (
    defs: readonly ResourceDefinition[],
    map: ViewMap = HAND_WRITTEN_VIEWS
): string[] =>
    defs.flatMap(def => {
        const declared = def.views ?? [];
        const registered = Object.keys(map[def.name as ResourceName] ?? {});
        return [
            ...declared
                .filter(v => !registered.includes(v))
                .map(v => `${def.name}.${v} is declared but not registered`),
            ...registered
                .filter(v => !declared.includes(v as ViewName))
                .map(v => `${def.name}.${v} is registered but not declared`),
        ];
    });

const gateway = getResource('gateway');
const handWritten = preloadable<ResourceViewProps>(() =>
    Promise.resolve({ default: () => null })
);

describe('views map', () => {
    it('registers exactly the hand-written views the declarations name', () => {
        expect(viewMapMismatches(resources, HAND_WRITTEN_VIEWS)).toEqual([]);
    });

    it("exports from each view folder's index.ts exactly the views its resources declare", async () => {
        for (const [name, load] of Object.entries(VIEW_FOLDERS)) {
            const { views } = await load();
            const exported = Object.keys(
                (views as Record<string, object>)[name] ?? {}
            );
            expect([name, ...exported.sort()]).toEqual([
                name,
                ...[...(getResource(name as ResourceName).views ?? [])].sort(),
            ]);
        }
    });

    it('finds a declared view that is not registered, and the reverse', () => {
        const declared = { ...gateway, views: ['edit'] as const };
        expect(viewMapMismatches([declared], {})).toEqual([
            'gateway.edit is declared but not registered',
        ]);
        expect(
            viewMapMismatches([gateway], { gateway: { list: handWritten } })
        ).toEqual(['gateway.list is registered but not declared']);
    });

    it('draws a declared view by hand and the others generated', () => {
        const declared = { ...gateway, views: ['edit'] as const };
        const map = { gateway: { edit: handWritten } };
        expect(viewFor(declared, 'edit', map)).toBe(handWritten);
        expect(viewFor(declared, 'list', map)).toBe(viewFor(gateway, 'list'));
        expect(viewFor(gateway, 'edit', map)).not.toBe(handWritten);
    });

    it('refuses to draw a declared view nobody registered', () => {
        const declared = { ...gateway, views: ['create'] as const };
        expect(() => viewFor(declared, 'create', {})).toThrow(
            'gateway: create view is not registered'
        );
    });
});

describe('preloading the route being opened', () => {
    it('downloads once: render uses the promise preload started', async () => {
        const load = vi.fn(() =>
            Promise.resolve({ default: () => <p>ready</p> })
        );
        const View = preloadable(load);
        await View.preload();
        await View.preload();
        render(
            <Suspense fallback="…">
                <View />
            </Suspense>
        );
        expect(await screen.findByText('ready')).toBeInTheDocument();
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('draws a preloaded view in the first pass, with no fallback', async () => {
        const View = preloadable(() =>
            Promise.resolve({ default: () => <p>drawn at once</p> })
        );
        await View.preload();
        render(
            <Suspense fallback={<p>waiting</p>}>
                <View />
            </Suspense>
        );
        // Synchronously: a fallback would need another pass.
        expect(screen.getByText('drawn at once')).toBeInTheDocument();
        expect(screen.queryByText('waiting')).toBeNull();
    });

    it('still waits, with the fallback, for a view whose code has not arrived', async () => {
        let arrive: (m: { default: () => ReactElement }) => void = () =>
            undefined;
        const View = preloadable(
            () =>
                new Promise<{ default: () => ReactElement }>(r => (arrive = r))
        );
        render(
            <Suspense fallback={<p>waiting</p>}>
                <View />
            </Suspense>
        );
        expect(screen.getByText('waiting')).toBeInTheDocument();
        arrive({ default: () => <p>arrived</p> });
        expect(await screen.findByText('arrived')).toBeInTheDocument();
    });

    it('starts the view of a list, a record or a screen, and nothing for an unknown path', () => {
        const list = vi.spyOn(RESOURCE_VIEWS.sensor.list, 'preload');
        const edit = vi.spyOn(RESOURCE_VIEWS.company.edit, 'preload');
        const dashboard = vi.spyOn(SCREENS.dashboard, 'preload');
        for (const spy of [list, edit, dashboard])
            spy.mockResolvedValue(undefined);
        preloadRoute('/sensor');
        preloadRoute('/admin/company/details/3');
        preloadRoute('/dashboard');
        preloadRoute('/nowhere/at/all');
        expect(list).toHaveBeenCalledTimes(1);
        expect(edit).toHaveBeenCalledTimes(1);
        expect(dashboard).toHaveBeenCalledTimes(1);
    });
});
