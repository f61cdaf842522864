/**
 * The plant's location on a Leaflet map, in its own chunk with Leaflet and
 * its CSS (loaded only by the plant's forms). A click puts the point in the
 * latitude and longitude inputs; the marker can be dragged. The base
 * (tiles or the offline states and rivers) is the shared `BaseMap`'s.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {
    LatLng,
    LeafletEventHandlerFnMap,
    Map as LeafletMap,
} from 'leaflet';
import { useEffect, useId, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap, FALLBACK_CENTER } from '@/map/BaseMap';
import { setLocationFromMap } from './mapPick';
import { pinIcon } from './pinIcon';

const asNumber = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/**
 * A click places the point; so does Enter on the focused map, at its
 * centre (the cross), after moving it with Leaflet's arrow keys.
 */
const ClickToPlace = ({ onPick }: { onPick: (p: LatLng) => void }) => {
    const map = useMapEvents({
        click: e => onPick(e.latlng.wrap()),
        keydown: e => {
            if (e.originalEvent.key === 'Enter') onPick(map.getCenter().wrap());
        },
    });
    return null;
};

/** The centre Enter places the point at; drawn over the map, never in the way. */
const CentreCross = () => (
    <Box
        aria-hidden
        sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            width: 24,
            height: 24,
            transform: 'translate(-50%, -50%)',
            zIndex: 1000,
            pointerEvents: 'none',
            background:
                'linear-gradient(#37474f, #37474f) center / 2px 100% no-repeat, linear-gradient(#37474f, #37474f) center / 100% 2px no-repeat',
            opacity: 0.6,
        }}
    />
);

/** Keeps a typed point in view. */
const FollowPoint = ({ point }: { point?: [number, number] }) => {
    const map = useMap();
    const [lat, lng] = point ?? [];
    useEffect(() => {
        if (lat === undefined || lng === undefined) return;
        if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
    }, [map, lat, lng]);
    return null;
};

export const LocationMap = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const hintId = useId();
    const { setValue } = useFormContext();
    const lat = asNumber(useWatch({ name: 'latitude' }));
    const lng = asNumber(useWatch({ name: 'longitude' }));
    const point: [number, number] | undefined =
        lat !== undefined && lng !== undefined ? [lat, lng] : undefined;
    const icon = useMemo(() => pinIcon(), []);
    const label = translate('app.plant.map.label');

    const pick = (p: LatLng, byClick: boolean) => {
        setLocationFromMap(setValue, p);
        if (byClick) notify('app.plant.map.locationSet', { type: 'info' });
    };
    const drag: LeafletEventHandlerFnMap = {
        dragend: e =>
            pick(
                (e.target as { getLatLng(): LatLng }).getLatLng().wrap(),
                false
            ),
    };
    // Leaflet's container is focusable (arrows pan, +/- zoom); name it.
    const named = (map: LeafletMap | null) => {
        const el = map?.getContainer();
        el?.setAttribute('aria-label', label);
        el?.setAttribute('aria-describedby', hintId);
    };

    return (
        <Box sx={{ width: '100%', mb: 2 }} data-testid="plant-location-map">
            <Typography
                id={hintId}
                variant="body2"
                color="text.secondary"
                sx={{ mb: 1 }}
            >
                {translate(
                    readOnly
                        ? 'app.plant.map.hintReadOnly'
                        : 'app.plant.map.hint'
                )}
            </Typography>
            <Box
                sx={{
                    position: 'relative',
                    height: { xs: 260, md: 360 },
                    borderRadius: 1,
                    overflow: 'hidden',
                    '& .leaflet-container': {
                        cursor: readOnly ? 'default' : 'crosshair',
                    },
                }}
            >
                <BaseMap
                    ref={named}
                    center={point ?? FALLBACK_CENTER}
                    zoom={point ? 13 : 4}
                    // Widened around the point to its nearest river or lake
                    // on the offline layer; the cross stays on the point.
                    openNear={point && { at: point, keepCentre: true }}
                >
                    {!readOnly && <ClickToPlace onPick={p => pick(p, true)} />}
                    <FollowPoint point={point} />
                    {point && (
                        <Marker
                            position={point}
                            icon={icon}
                            draggable={!readOnly}
                            title={translate('app.plant.map.marker')}
                            alt={translate('app.plant.map.marker')}
                            eventHandlers={drag}
                        />
                    )}
                </BaseMap>
                {!readOnly && <CentreCross />}
            </Box>
        </Box>
    );
};
