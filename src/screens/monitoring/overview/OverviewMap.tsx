/**
 * The overview's Leaflet map, in its own chunk with Leaflet and its CSS.
 * The base (the tile server `/config.json` names, or the offline states
 * and rivers) is the shared `BaseMap`'s: nothing is asked of any other
 * machine unless a tile server is configured. Labels that would overlap
 * give way (`DeclutterLabels`), the most critical devices' first; Tab
 * enters an open popup before the next marker (`PopupKeyboard`).
 */
import './overviewMap.css';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Map as LeafletMap } from 'leaflet';
import { useMemo, useRef } from 'react';
import { Link, useTranslate } from 'react-admin';
import { Marker, Popup } from 'react-leaflet';
import { CRITICALITIES } from '@shared/domain/fields';
import type { Overview, OverviewItem } from '@shared/domain/overview';
import { BaseMap, FALLBACK_CENTER } from '@/map/BaseMap';
import { DeclutterLabels } from '@/map/DeclutterLabels';
import { PopupKeyboard } from '@/map/PopupKeyboard';
import { markerIcon, plantIcon } from './markerIcon';

/** Most critical first: their labels win a clash, and Tab meets them first. */
const rank = (i: OverviewItem) =>
    i.worst ? CRITICALITIES.indexOf(i.worst) : -1;

const located = (
    i: OverviewItem
): i is OverviewItem & {
    latitude: number;
    longitude: number;
} => i.latitude !== null && i.longitude !== null;

export const OverviewMap = ({
    data,
    describe,
    linkOf,
}: {
    data: Overview;
    /** The popup's text of an item (last reading, state). */
    describe: (item: OverviewItem) => string;
    linkOf: (item: OverviewItem) => string | undefined;
}) => {
    const translate = useTranslate();
    const points = useMemo(
        () => data.items.filter(located).sort((a, b) => rank(b) - rank(a)),
        [data.items]
    );
    const bounds = useMemo(
        () =>
            points.length > 1
                ? (points.map(p => [p.latitude, p.longitude]) as [
                      number,
                      number,
                  ][])
                : undefined,
        [points]
    );
    const plantPoint: [number, number] | undefined =
        data.plant.latitude !== null && data.plant.longitude !== null
            ? [data.plant.latitude, data.plant.longitude]
            : undefined;
    const map = useRef<LeafletMap>(null);
    const center: [number, number] = plantPoint
        ? plantPoint
        : points[0]
          ? [points[0].latitude, points[0].longitude]
          : FALLBACK_CENTER;
    return (
        <Box
            sx={{
                position: 'relative',
                height: { xs: 320, md: 480 },
                borderRadius: 1,
                overflow: 'hidden',
            }}
            data-testid="overview-map"
        >
            {bounds ? (
                // The offline layer opens wider than the devices (to the
                // nearest water): one click brings them back to fill the map.
                <Button
                    data-testid="overview-fit-devices"
                    variant="contained"
                    color="inherit"
                    size="small"
                    onClick={() =>
                        map.current?.fitBounds(bounds, { padding: [32, 32] })
                    }
                    sx={{
                        position: 'absolute',
                        top: 10,
                        right: 10,
                        zIndex: 1000,
                        bgcolor: 'background.paper',
                    }}
                >
                    {translate('app.overview.fitDevices')}
                </Button>
            ) : null}
            <BaseMap
                ref={map}
                // react-leaflet sets a center and zoom when given and only
                // then fits bounds: the devices' bounds go alone, or the
                // map stays at zoom 14 however the plant is spread.
                {...(bounds
                    ? { bounds, boundsOptions: { padding: [32, 32] } }
                    : { center, zoom: 14 })}
                // Fit by quarter zoom levels: at whole ones the devices
                // could fill a quarter of the map, labels piled up. The
                // buttons still zoom by whole levels.
                zoomSnap={0.25}
                zoomDelta={1}
                // The offline layer widens the view to the plant's nearest
                // river or lake (src/map/openingView.ts).
                openNear={plantPoint || points[0] ? { at: center } : undefined}
            >
                <PopupKeyboard />
                <DeclutterLabels
                    marker=".plant-marker"
                    shape="svg"
                    label=".plant-marker-label"
                    version={points
                        .map(p => `${p.kind}${p.id}${p.worst ?? ''}`)
                        .join()}
                />
                {points.length === 0 && plantPoint ? (
                    <Marker
                        position={plantPoint}
                        icon={plantIcon(data.plant.name)}
                        title={data.plant.name}
                        alt={data.plant.name}
                        keyboard={false}
                    />
                ) : null}
                {points.map(item => {
                    const level = item.worst ?? 'none';
                    const to = linkOf(item);
                    return (
                        <Marker
                            key={`${item.kind}-${item.id}`}
                            position={[item.latitude, item.longitude]}
                            icon={markerIcon(
                                level,
                                item.kind,
                                translate(
                                    item.worst
                                        ? `app.options.criticality.${item.worst}`
                                        : 'app.overview.noReading'
                                )
                            )}
                            title={item.name}
                            alt={item.name}
                        >
                            <Popup>
                                <strong>{item.name}</strong>
                                <br />
                                {describe(item)}
                                {to ? (
                                    <>
                                        <br />
                                        <Link to={to}>
                                            {translate('app.overview.open')}
                                        </Link>
                                    </>
                                ) : null}
                            </Popup>
                        </Marker>
                    );
                })}
            </BaseMap>
        </Box>
    );
};
