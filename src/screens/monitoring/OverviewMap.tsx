/**
 * The overview's Leaflet map, in its own chunk with Leaflet and its CSS.
 * Tiles only when `/config.json` names a tile server (`map.tileUrl`);
 * without one the markers are drawn on a blank map and nothing is asked
 * of any other machine.
 */
import 'leaflet/dist/leaflet.css';
import './overviewMap.css';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { Link, useTranslate } from 'react-admin';
import {
    MapContainer,
    Marker,
    Popup,
    TileLayer,
    ZoomControl,
} from 'react-leaflet';
import { getConfig } from '@/config';
import type { Overview, OverviewItem } from '@shared/domain/overview';
import { markerIcon, plantIcon } from './markerIcon';

const FALLBACK_CENTER: [number, number] = [-15.8, -47.9];

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
    const { tileUrl, attribution } = getConfig().map;
    const points = data.items.filter(located);
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
    const center: [number, number] = plantPoint
        ? plantPoint
        : points[0]
          ? [points[0].latitude, points[0].longitude]
          : FALLBACK_CENTER;
    return (
        <Box
            sx={{
                height: { xs: 320, md: 480 },
                borderRadius: 1,
                overflow: 'hidden',
            }}
            data-testid="overview-map"
        >
            <MapContainer
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
                style={{ height: '100%', width: '100%', background: '#eef2f5' }}
                attributionControl={Boolean(tileUrl)}
                // Leaflet's own buttons are titled in English.
                zoomControl={false}
            >
                <ZoomControl
                    zoomInTitle={translate('app.a11y.zoomIn')}
                    zoomOutTitle={translate('app.a11y.zoomOut')}
                />
                {tileUrl ? (
                    <TileLayer url={tileUrl} attribution={attribution} />
                ) : null}
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
            </MapContainer>
        </Box>
    );
};
