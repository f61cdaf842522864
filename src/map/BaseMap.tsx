/**
 * The one Leaflet set-up every map of the app shares (the overview, the
 * plant's location picker, a location answer): Leaflet's CSS, zoom buttons
 * titled in the user's language, and under the markers either the tile
 * server `/config.json` names (`map.tileUrl`, with its attribution) or,
 * without one, the offline base layer shipped with this chunk (Brazil's
 * states, rivers and lakes), so no request leaves the machine.
 *
 * Imported only by lazily loaded maps: Leaflet and the base layer's data
 * stay out of the first screen's code.
 */
import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import type { ReactNode, Ref } from 'react';
import { useTranslate } from 'react-admin';
import {
    MapContainer,
    type MapContainerProps,
    TileLayer,
    ZoomControl,
} from 'react-leaflet';
import { getConfig } from '@/config';
import { BaseLayer, type OpenNear, WATER } from './BaseLayer';

/** Brazil, far out, when there is nothing to centre on. */
export const FALLBACK_CENTER: [number, number] = [-15.8, -47.9];

export type BaseMapProps = Omit<
    MapContainerProps,
    'attributionControl' | 'zoomControl' | 'style' | 'children'
> & {
    children?: ReactNode;
    ref?: Ref<LeafletMap>;
    /**
     * The plant the offline base layer opens around: the view widens to
     * the nearest river or lake (tiles, when configured, have the detail
     * and keep the view).
     */
    openNear?: OpenNear;
};

export function BaseMap({ children, openNear, ...props }: BaseMapProps) {
    const translate = useTranslate();
    const { tileUrl, attribution } = getConfig().map;
    return (
        <MapContainer
            {...props}
            style={{ height: '100%', width: '100%', background: WATER }}
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
            ) : (
                <BaseLayer openNear={openNear} />
            )}
            {children}
        </MapContainer>
    );
}
