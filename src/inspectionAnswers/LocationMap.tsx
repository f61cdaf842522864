/**
 * A map to set a location answer by clicking, in its own chunk with
 * Leaflet. Tiles as on the overview: only when `/config.json` names a tile
 * server (`map.tileUrl`); without one (offline) the point is still picked
 * on a blank map, and the typed coordinates remain the keyboard's way.
 */
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import {
    CircleMarker,
    MapContainer,
    TileLayer,
    useMapEvents,
} from 'react-leaflet';
import { getConfig } from '@/config';

const FALLBACK_CENTER: [number, number] = [-15.8, -47.9];

const Clicks = ({ onPick }: { onPick: (lat: number, lng: number) => void }) => {
    useMapEvents({ click: e => onPick(e.latlng.lat, e.latlng.lng) });
    return null;
};

export default function LocationMap({
    point,
    onPick,
    label,
}: {
    point?: { lat: number; lng: number };
    onPick: (lat: number, lng: number) => void;
    label: string;
}) {
    const { tileUrl, attribution } = getConfig().map;
    const center: [number, number] = point
        ? [point.lat, point.lng]
        : FALLBACK_CENTER;
    return (
        <Box
            role="group"
            aria-label={label}
            sx={{ height: 280, borderRadius: 1, overflow: 'hidden' }}
        >
            <MapContainer
                center={center}
                zoom={point ? 15 : 4}
                style={{ height: '100%', width: '100%', background: '#eef2f5' }}
                attributionControl={Boolean(tileUrl)}
            >
                {tileUrl ? (
                    <TileLayer url={tileUrl} attribution={attribution} />
                ) : null}
                {point && (
                    <CircleMarker center={[point.lat, point.lng]} radius={8} />
                )}
                <Clicks onPick={onPick} />
            </MapContainer>
        </Box>
    );
}
