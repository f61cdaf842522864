import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '@/config';
import { offlineConfig, plant, renderPlantEdit } from './plantRender';

const input = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

/** Leaflet's container: named by the catalog, focusable by Leaflet. */
const map = (name: string) =>
    screen.findByLabelText(name, {}, { timeout: 15000 });

// jsdom lays nothing out: Leaflet reads a click near where the map opens
// (the plant's point, or Brazil), at full floating-point precision.
const SEVEN_DECIMALS = /^-\d+(\.\d{1,7})?$/;
const near = (value: string, centre: number) =>
    expect(Math.abs(Number(value) - centre)).toBeLessThan(0.1);
describe('the plant location map', { timeout: 30000 }, () => {
    beforeEach(offlineConfig);
    afterEach(() => setConfig(undefined));

    it('takes no click while the details are read-only', async () => {
        renderPlantEdit(plant({ latitude: null, longitude: null }));
        const container = await map("Map of the power plant's location");
        fireEvent.click(container, { clientX: 0, clientY: 0 });
        expect(input('Latitude').value).toBe('');
        expect(
            screen.getByText(
                'The marker shows the saved location; while editing, a click on the map moves it.'
            )
        ).toBeInTheDocument();
        expect(container.querySelector('.leaflet-tile')).toBeNull();
    });

    it('a click sets both coordinates, rounded, with the info toast; saving sends them', async () => {
        const u = userEvent.setup();
        const dp = renderPlantEdit(plant({ latitude: null, longitude: null }));
        const container = await map("Map of the power plant's location");
        await u.click(screen.getByRole('button', { name: 'Enable edit' }));
        fireEvent.click(container, { clientX: 0, clientY: 0 });
        await waitFor(() =>
            expect(input('Latitude').value).toMatch(SEVEN_DECIMALS)
        );
        expect(input('Longitude').value).toMatch(SEVEN_DECIMALS);
        near(input('Latitude').value, -15.8);
        near(input('Longitude').value, -47.9);
        const latitude = Number(input('Latitude').value);
        const longitude = Number(input('Longitude').value);
        expect(
            await screen.findByText('Power plant location set by map click')
        ).toBeInTheDocument();
        await u.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
        expect(dp.update.mock.calls[0]?.[1].data).toMatchObject({
            latitude,
            longitude,
        });
    });

    it('Enter on the focused map places the point at its centre', async () => {
        const u = userEvent.setup();
        renderPlantEdit(plant({ latitude: null, longitude: null }));
        const container = await map("Map of the power plant's location");
        await u.click(screen.getByRole('button', { name: 'Enable edit' }));
        expect(container).toHaveAttribute('tabindex', '0');
        fireEvent.keyDown(container, { key: 'Enter' });
        await waitFor(() =>
            expect(input('Latitude').value).toMatch(SEVEN_DECIMALS)
        );
        near(input('Latitude').value, -15.8);
        near(input('Longitude').value, -47.9);
    });

    it('tells it in Portuguese', async () => {
        const u = userEvent.setup();
        renderPlantEdit(plant(), { locale: 'pt-BR' });
        const container = await map('Mapa da localização da usina');
        expect(
            screen.getByRole('button', { name: 'Aproximar' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Afastar' })
        ).toBeInTheDocument();
        await u.click(screen.getByRole('button', { name: 'Habilitar edição' }));
        fireEvent.click(container, { clientX: 0, clientY: 0 });
        expect(
            await screen.findByText(
                'Localização da usina definida pelo clique no mapa'
            )
        ).toBeInTheDocument();
        // The coordinate the click set, written as Portuguese writes it.
        await waitFor(() =>
            expect(input('Latitude').value).not.toBe('-23,55052')
        );
        expect(input('Latitude').value).toMatch(/^-\d+(,\d{1,7})?$/);
        near(input('Latitude').value.replace(',', '.'), -23.55052);
    });

    it('leaves the typed inputs when the map cannot load', async () => {
        setConfig(undefined);
        renderPlantEdit();
        expect(
            await screen.findByText(
                'The map could not be loaded; type the latitude and longitude in the fields above.',
                {},
                { timeout: 15000 }
            )
        ).toBeInTheDocument();
        expect(input('Latitude').value).toBe('-23.55052');
        expect(
            screen.getByRole('button', { name: 'Enable edit' })
        ).toBeInTheDocument();
    });
});
