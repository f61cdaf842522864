/**
 * Where a map opens on the offline base layer. Natural Earth's 1:50m water
 * (the only data the registry offers: docs/monitoring.md, "The offline
 * base layer") has the continent's main rivers and a few lakes, so at the
 * zoom a plant's map opens with (its devices, or zoom 13 to 15) the layer
 * is blank but for a state's fill. The opening view grows to take in the
 * river or lake nearest the plant, as long as it is within
 * `MAX_WATER_DEGREES`: the plant and the water it sits by, then the user
 * zooms in. Pure functions of the data: Leaflet does the fitting
 * (`BaseLayer.tsx`), the tests check the result against the real data.
 */
import type { FeatureCollection, Position } from 'geojson';

/** [latitude, longitude], as Leaflet takes them. */
export type Point = [number, number];

/** Water farther than this (about 330 km) is not worth zooming out for. */
export const MAX_WATER_DEGREES = 3;

const WATER_LAYERS = new Set(['river', 'lake']);

/** Each segment of every river and lake outline, as [lng, lat] pairs. */
function* waterSegments(data: FeatureCollection) {
    for (const f of data.features) {
        if (!WATER_LAYERS.has(String(f.properties?.layer))) continue;
        const g = f.geometry;
        const lines: Position[][] =
            g.type === 'LineString'
                ? [g.coordinates]
                : g.type === 'MultiLineString' || g.type === 'Polygon'
                  ? g.coordinates
                  : g.type === 'MultiPolygon'
                    ? g.coordinates.flat()
                    : [];
        for (const line of lines)
            for (let i = 1; i < line.length; i++)
                yield [line[i - 1]!, line[i]!] as const;
    }
}

/**
 * The point of a segment nearest `at`, in degrees with longitude scaled
 * by the latitude's cosine (distances on the ground, near enough at this
 * scale).
 */
function nearestOnSegment(
    [lat, lng]: Point,
    [ax, ay]: Position,
    [bx, by]: Position
): { point: Point; distance: number } {
    const k = Math.cos((lat * Math.PI) / 180);
    const dx = (bx! - ax!) * k;
    const dy = by! - ay!;
    const px = (lng - ax!) * k;
    const py = lat - ay!;
    const len2 = dx * dx + dy * dy;
    const t =
        len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
    const point: Point = [ay! + t * (by! - ay!), ax! + t * (bx! - ax!)];
    return { point, distance: Math.hypot(px - t * dx, py - t * dy) };
}

/**
 * The point on a river or lake shore nearest `at`, when one is within
 * `MAX_WATER_DEGREES`.
 */
export function nearestWater(
    data: FeatureCollection,
    at: Point
): Point | undefined {
    let best: { point: Point; distance: number } | undefined;
    for (const [a, b] of waterSegments(data)) {
        const near = nearestOnSegment(at, a, b);
        if (!best || near.distance < best.distance) best = near;
    }
    return best && best.distance <= MAX_WATER_DEGREES ? best.point : undefined;
}

/**
 * What the opening view must hold: what it held (`view`, its corners),
 * the water nearest the plant and, when the map keeps its centre (a
 * location picker, whose centre is the point Enter places), that water's
 * mirror across the centre.
 */
export function openingBounds(
    view: [Point, Point],
    water: Point,
    keepCentre?: Point
): Point[] {
    const out: Point[] = [...view, water];
    if (keepCentre)
        out.push([2 * keepCentre[0] - water[0], 2 * keepCentre[1] - water[1]]);
    return out;
}

/** Web Mercator's y of a latitude, in 256-pixel tiles at zoom 0. */
const mercatorY = (lat: number) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return (128 * Math.log((1 + s) / (1 - s))) / (2 * Math.PI);
};

/**
 * The zoom Leaflet's `fitBounds` picks for `points` in a map of `size`
 * pixels with `padding` on each side, snapped down to `snap`, at most
 * `maxZoom`: the tests' model of the opening view.
 */
export function fitZoom(
    points: Point[],
    size: { width: number; height: number },
    padding: number,
    snap: number,
    maxZoom: number
): number {
    const lats = points.map(p => p[0]);
    const lngs = points.map(p => p[1]);
    const w = ((Math.max(...lngs) - Math.min(...lngs)) / 360) * 256;
    const h = mercatorY(Math.max(...lats)) - mercatorY(Math.min(...lats));
    const scale = Math.min(
        (size.width - 2 * padding) / Math.max(w, 1e-9),
        (size.height - 2 * padding) / Math.max(h, 1e-9)
    );
    const zoom = Math.floor(Math.log2(scale) / snap) * snap;
    return Math.min(zoom, maxZoom);
}

/** The view's corners, for a map of `size` centred on `centre` at `zoom`. */
export function viewBounds(
    centre: Point,
    zoom: number,
    size: { width: number; height: number }
): [Point, Point] {
    const px = 256 * 2 ** zoom;
    const halfLng = ((size.width / 2) * 360) / px;
    const y = mercatorY(centre[0]);
    const halfY = ((size.height / 2) * 256) / px;
    const lat = (my: number) =>
        (Math.atan(Math.sinh((my * 2 * Math.PI) / 256)) * 180) / Math.PI;
    return [
        [lat(y - halfY), centre[1] - halfLng],
        [lat(y + halfY), centre[1] + halfLng],
    ];
}

/** Whether any river or lake of the data crosses the view. */
export function waterInView(
    data: FeatureCollection,
    [[south, west], [north, east]]: [Point, Point]
): boolean {
    const inside = ([x, y]: Position) =>
        x! >= west && x! <= east && y! >= south && y! <= north;
    for (const [a, b] of waterSegments(data)) {
        if (inside(a) || inside(b)) return true;
        // A segment crossing the view with both ends outside: one of its
        // eighths inside (the segments are short against a view).
        for (let t = 0.125; t < 1; t += 0.125)
            if (
                inside([
                    a[0]! + t * (b[0]! - a[0]!),
                    a[1]! + t * (b[1]! - a[1]!),
                ])
            )
                return true;
    }
    return false;
}
