import { lazy } from 'react';
import { getResource, resources } from '@/resources';
import { HAND_WRITTEN_VIEWS, viewFor, viewMapMismatches } from '@/routes/views';

const gateway = getResource('gateway');
const handWritten = lazy(() => Promise.resolve({ default: () => null }));

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
