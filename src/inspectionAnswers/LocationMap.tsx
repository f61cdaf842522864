/**
 * A map to set a location answer by clicking, in its own chunk with
 * Leaflet. The base (tiles or the offline states and rivers) is the shared
 * `BaseMap`'s; the typed coordinates remain the keyboard's way.
 */
import Box from '@mui/material/Box';
import { CircleMarker, useMapEvents } from 'react-leaflet';
import { BaseMap, FALLBACK_CENTER } from '@/map/BaseMap';

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
    const center: [number, number] = point
        ? [point.lat, point.lng]
        : FALLBACK_CENTER;
    return (
        <Box
            role="group"
            aria-label={label}
            sx={{ height: 280, borderRadius: 1, overflow: 'hidden' }}
        >
            <BaseMap
                center={center}
                zoom={point ? 15 : 4}
                openNear={point && { at: center, keepCentre: true }}
            >
                {point && (
                    <CircleMarker center={[point.lat, point.lng]} radius={8} />
                )}
                <Clicks onPick={onPick} />
            </BaseMap>
        </Box>
    );
}
