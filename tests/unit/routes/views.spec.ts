import { lazy } from 'react';
import { getResource, resources } from '@/resources';
import { HAND_WRITTEN_VIEWS, viewFor, viewMapMismatches } from '@/routes/views';

const sensor = getResource('sensor');
const handWritten = lazy(() => Promise.resolve({ default: () => null }));

describe('views map', () => {
    it('registers exactly the hand-written views the declarations name', () => {
        expect(viewMapMismatches(resources, HAND_WRITTEN_VIEWS)).toEqual([]);
    });

    it('finds a declared view that is not registered, and the reverse', () => {
        const declared = { ...sensor, views: ['edit'] as const };
        expect(viewMapMismatches([declared], {})).toEqual([
            'sensor.edit is declared but not registered',
        ]);
        expect(
            viewMapMismatches([sensor], { sensor: { list: handWritten } })
        ).toEqual(['sensor.list is registered but not declared']);
    });

    it('draws a declared view by hand and the others generated', () => {
        const declared = { ...sensor, views: ['edit'] as const };
        const map = { sensor: { edit: handWritten } };
        expect(viewFor(declared, 'edit', map)).toBe(handWritten);
        expect(viewFor(declared, 'list', map)).toBe(viewFor(sensor, 'list'));
        expect(viewFor(sensor, 'edit', map)).not.toBe(handWritten);
    });

    it('refuses to draw a declared view nobody registered', () => {
        const declared = { ...sensor, views: ['create'] as const };
        expect(() => viewFor(declared, 'create', {})).toThrow(
            'sensor: create view is not registered'
        );
    });
});
