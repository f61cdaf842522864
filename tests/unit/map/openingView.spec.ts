/**
 * The maps' opening view on the offline base layer, against the real data
 * (src/map/basemap.json) and the demo plants: at the zoom the overview and
 * the plant's location picker open with, a river or lake is in view.
 */
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import basemap from '@/map/basemap.json';
import {
    fitZoom,
    MAX_WATER_DEGREES,
    nearestWater,
    openingBounds,
    type Point,
    viewBounds,
    waterInView,
} from '@/map/openingView';
import { PLANTS } from '../../../server/src/seed/resources/subsidiary.ts';

const data = basemap as unknown as FeatureCollection;
// The overview's map at 1280 px (480 px high) and the picker's (360).
const OVERVIEW = { width: 900, height: 480 };
const PICKER = { width: 700, height: 360 };
const PADDING = 32;

const centreOf = (points: Point[]): Point => {
    const lats = points.map(p => p[0]);
    const lngs = points.map(p => p[1]);
    return [
        (Math.min(...lats) + Math.max(...lats)) / 2,
        (Math.min(...lngs) + Math.max(...lngs)) / 2,
    ];
};

describe.each(PLANTS.map(p => [p.name, [p.latitude, p.longitude] as Point]))(
    'the map of %s',
    (_name, plant) => {
        // The seed spreads the devices 0.02° around the plant at most.
        const devices: Point[] = [
            [plant[0] - 0.01, plant[1] - 0.01],
            [plant[0] + 0.01, plant[1] + 0.01],
        ];

        it('has a river or lake within reach', () => {
            expect(nearestWater(data, plant)).toBeDefined();
        });

        it('the overview opens on the devices and the nearest water', () => {
            const zoom = fitZoom(devices, OVERVIEW, PADDING, 0.25, 18);
            const before = viewBounds(centreOf(devices), zoom, OVERVIEW);
            // The issue: nothing but a state's fill at the devices' zoom.
            expect(waterInView(data, before)).toBe(false);

            const bounds = openingBounds(before, nearestWater(data, plant)!);
            const opened = fitZoom(bounds, OVERVIEW, PADDING, 0.25, zoom);
            const view = viewBounds(centreOf(bounds), opened, OVERVIEW);
            expect(waterInView(data, view)).toBe(true);
            expect(opened).toBeGreaterThanOrEqual(7);
        });

        it('the location picker opens on the plant, widened to the nearest water', () => {
            const before = viewBounds(plant, 13, PICKER);
            expect(waterInView(data, before)).toBe(false);

            const bounds = openingBounds(
                before,
                nearestWater(data, plant)!,
                plant
            );
            expect(centreOf(bounds)[0]).toBeCloseTo(plant[0], 6);
            expect(centreOf(bounds)[1]).toBeCloseTo(plant[1], 6);
            const opened = fitZoom(bounds, PICKER, PADDING, 1, 13);
            expect(waterInView(data, viewBounds(plant, opened, PICKER))).toBe(
                true
            );
        });
    }
);

describe('nearestWater', () => {
    it('finds nothing farther than MAX_WATER_DEGREES', () => {
        // The middle of the South Atlantic.
        expect(nearestWater(data, [-30, -20])).toBeUndefined();
        expect(MAX_WATER_DEGREES).toBeLessThan(5);
    });

    it('is a point on a segment, not only a vertex', () => {
        const line: FeatureCollection = {
            type: 'FeatureCollection',
            features: [
                {
                    type: 'Feature',
                    properties: { layer: 'river' },
                    geometry: {
                        type: 'LineString',
                        coordinates: [
                            [-50, -20],
                            [-48, -20],
                        ],
                    },
                },
            ],
        };
        const [lat, lng] = nearestWater(line, [-19.5, -49])!;
        expect(lat).toBeCloseTo(-20, 9);
        expect(lng).toBeCloseTo(-49, 9);
        // States are not water.
        line.features[0]!.properties = { layer: 'state' };
        expect(nearestWater(line, [-19.5, -49])).toBeUndefined();
    });
});
