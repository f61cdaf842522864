/**
 * The offline base layer: Natural Earth's countries, Brazil's states,
 * rivers and lakes (public domain; `src/map/basemap.json`, written by
 * `scripts/basemap/build.ts`, loaded as its own chunk by the first map
 * that draws), drawn as SVG in a pane of its own under
 * the markers. Neutral greys and a muted blue, so the markers' colours and
 * their labels keep their contrast; decorative for assistive technology
 * (the devices' table and the markers carry the information) and
 * transparent to clicks, so the location picker still takes them.
 */
import type { FeatureCollection } from 'geojson';
import type { LatLng, PathOptions } from 'leaflet';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane, useMap } from 'react-leaflet';
import { retryImport } from '@/providers/retryImport';
import { nearestWater, openingBounds, type Point } from './openingView';

/** The sea and whatever lies beyond the data. */
export const WATER = '#dce6ec';
export const BASE_PANE = 'basemap';

const STYLES: Record<string, PathOptions> = {
    country: {
        color: '#8d979e',
        weight: 1,
        fillColor: '#ecebe6',
        fillOpacity: 1,
    },
    state: {
        color: '#9aa4ab',
        weight: 1,
        fillColor: '#f6f5f1',
        fillOpacity: 1,
    },
    lake: {
        color: '#7c9fb8',
        weight: 0.5,
        fillColor: '#bcd2e0',
        fillOpacity: 1,
    },
    river: { color: '#7c9fb8', weight: 1.5, fill: false },
};
/** Each layer's paths are classed by it (`basemap-river`...): the tests find the water. */
const styleOf = (layer: string): PathOptions => ({
    ...STYLES[layer],
    className: `basemap-${layer}`,
});

/** The plant whose nearest water the opening view takes in. */
export interface OpenNear {
    at: Point;
    /** The map's centre is a picked point: the view grows around it. */
    keepCentre?: boolean;
}

/**
 * The data is a chunk of its own, asked for when a map first draws: the
 * map and its markers do not wait for it, and a second map reuses it.
 */
const loadBasemap = retryImport(() =>
    import('./basemap.json').then(
        // A FeatureCollection; its inferred literal type is wider.
        m => m.default as unknown as FeatureCollection
    )
);
let loading: Promise<FeatureCollection> | undefined;

/** Hides the pane from assistive technology: it only decorates. */
const Decorative = () => {
    const map = useMap();
    useEffect(() => {
        map.getPane(BASE_PANE)?.setAttribute('aria-hidden', 'true');
    }, [map]);
    return null;
};

/** How the map opened, with the plant it opened around. */
interface Opening extends OpenNear {
    centre: LatLng;
    zoom: number;
}

/**
 * Once the data is in, widens the opening view to the water nearest the
 * plant (src/map/openingView.ts), unless the user has moved the map
 * since it opened. Never zooms in.
 */
const OpenOnWater = ({
    data,
    opening,
}: {
    data: FeatureCollection;
    opening: Opening;
}) => {
    const map = useMap();
    useEffect(() => {
        const { at, keepCentre, centre, zoom } = opening;
        if (!map.getCenter().equals(centre) || map.getZoom() !== zoom) return;
        const water = nearestWater(data, at);
        if (!water) return;
        const view = map.getBounds();
        const corners: [Point, Point] = [
            [view.getSouth(), view.getWest()],
            [view.getNorth(), view.getEast()],
        ];
        map.fitBounds(
            openingBounds(corners, water, keepCentre ? at : undefined),
            { padding: [32, 32], maxZoom: zoom, animate: false }
        );
    }, [map, data, opening]);
    return null;
};

export function BaseLayer({ openNear }: { openNear?: OpenNear }) {
    const map = useMap();
    // Only the plant the map opened around counts: a point picked later
    // does not move the map.
    const [opening] = useState<Opening | undefined>(
        () =>
            openNear && {
                ...openNear,
                centre: map.getCenter(),
                zoom: map.getZoom(),
            }
    );
    const [data, setData] = useState<FeatureCollection>();
    useEffect(() => {
        let live = true;
        loading ??= loadBasemap();
        loading.then(
            d => live && setData(d),
            () => {
                // Without it the markers still draw on the plain background.
                loading = undefined;
            }
        );
        return () => {
            live = false;
        };
    }, []);
    if (!data) return null;
    return (
        // Above tiles (200), under overlays (400) and markers (600).
        <Pane name={BASE_PANE} style={{ zIndex: 250 }}>
            <Decorative />
            <GeoJSON
                data={data}
                interactive={false}
                style={f => styleOf(String(f?.properties?.layer))}
            />
            {opening && <OpenOnWater data={data} opening={opening} />}
        </Pane>
    );
}
