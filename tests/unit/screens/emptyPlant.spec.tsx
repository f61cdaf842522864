/**
 * A plant without devices on the overview: the map
 * opens on the plant's own location and marks it, and the table gives the
 * lists' empty text instead of a table of headings.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '@/config';
import { OverviewMap } from '@/screens/monitoring/overview/OverviewMap';
import { OverviewTable } from '@/screens/monitoring/overview/OverviewTable';
import type { Overview, OverviewItem } from '@shared/domain/overview';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const plant = {
    id: 7,
    name: 'UHE Nova',
    latitude: -18.9712345,
    longitude: -49.4623456,
};
const sensor: OverviewItem = {
    kind: 'sensor',
    id: 3,
    name: 'Régua NR-01',
    latitude: -18.9,
    longitude: -49.3,
    state: 'online',
    worst: 'low',
    lastReading: null,
    sensorType: 'level',
};

/**
 * Where Leaflet put a marker, in pixels from the map's centre: jsdom lays
 * out nothing, so the map is 0 × 0 and its centre is at (0, 0).
 */
const offset = (el: Element) => {
    const { left, top, transform } = (el as HTMLElement).style;
    return transform ? transform.replace(/\s/g, '') : `${left},${top}`;
};

describe('an empty plant on the overview', { timeout: 30000 }, () => {
    beforeEach(() =>
        setConfig({
            apiUrl: '/api',
            keycloak: { url: 'http://idp', realm: 'plants', clientId: 'web' },
            zabbix: { mode: 'proxy' },
            map: { tileUrl: '', attribution: '' },
        })
    );
    afterEach(() => setConfig(undefined));

    const renderMap = (data: Overview) =>
        renderInAdmin(
            <div style={{ height: 300 }}>
                <OverviewMap
                    data={data}
                    describe={() => ''}
                    linkOf={() => undefined}
                />
            </div>
        );

    it('opens the map on the plant’s own location, marked by its name', async () => {
        const { container } = renderMap({ plant, timeZone: null, items: [] });
        const marker = await waitFor(() => {
            const m = container.querySelector('[data-kind="plant"]');
            expect(m).not.toBeNull();
            return m!.closest('.leaflet-marker-icon')!;
        });
        expect(marker).toHaveAttribute('title', 'UHE Nova');
        expect(marker).toHaveTextContent('UHE Nova');
        expect(['0px,0px', 'translate3d(0px,0px,0px)']).toContain(
            offset(marker)
        );
    });

    it('marks the devices, not the plant, once it has one', async () => {
        const { container } = renderMap({
            plant,
            timeZone: null,
            items: [sensor],
        });
        await waitFor(() =>
            expect(
                container.querySelector('[data-kind="sensor"]')
            ).not.toBeNull()
        );
        expect(container.querySelector('[data-kind="plant"]')).toBeNull();
    });

    it.each([
        ['en-US', 'No data to show'],
        ['pt-BR', 'Nenhum dado para mostrar'],
    ] as const)('says its table has no data, in %s', async (locale, text) => {
        renderInAdmin(
            <OverviewTable
                items={[]}
                linkOf={() => undefined}
                reading={() => ''}
            />,
            { locale }
        );
        expect(await screen.findByRole('status')).toHaveTextContent(text);
        expect(screen.queryByRole('table')).toBeNull();
    });

    it('lists the devices when there are some', async () => {
        renderInAdmin(
            <OverviewTable
                items={[sensor]}
                linkOf={() => undefined}
                reading={() => ''}
            />
        );
        expect(await screen.findByRole('table')).toHaveTextContent(
            'Régua NR-01'
        );
    });
});
