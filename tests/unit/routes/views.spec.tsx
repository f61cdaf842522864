import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { vi } from 'vitest';
import { getResource, resources } from '@/resources';
import type { ResourceViewProps } from '@/builders/viewProps';
import { preloadable } from '@/routes/preloadable';
import { preloadRoute } from '@/routes/preloadRoute';
import {
    HAND_WRITTEN_VIEWS,
    RESOURCE_VIEWS,
    SCREENS,
    viewFor,
    viewMapMismatches,
} from '@/routes/views';

const gateway = getResource('gateway');
const handWritten = preloadable<ResourceViewProps>(() =>
    Promise.resolve({ default: () => null })
);

describe('views map', () => {
    it('registers exactly the hand-written views the declarations name', () => {
        expect(viewMapMismatches(resources, HAND_WRITTEN_VIEWS)).toEqual([]);
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
