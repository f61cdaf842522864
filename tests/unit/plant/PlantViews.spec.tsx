import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '@/config';
import { getResource } from '@shared/declarations';
import { PlantCreate } from '@/views/subsidiary/PlantViews';
import { viewFor } from '@/routes/views';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { offlineConfig, renderPlantEdit } from './plantRender';

describe('the plant views', { timeout: 30000 }, () => {
    beforeEach(offlineConfig);
    afterEach(() => setConfig(undefined));

    it('are the hand-written ones for create and details', () => {
        const def = getResource('subsidiary');
        expect(def.views).toEqual(['create', 'edit']);
        expect(viewFor(def, 'edit')).not.toBe(
            viewFor(getResource('gateway'), 'edit')
        );
    });

    it("an admin's details offer Enable edit and Delete", async () => {
        renderPlantEdit();
        expect(
            await screen.findByRole('button', { name: 'Enable edit' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Delete' })
        ).toBeInTheDocument();
    });

    it("a plant user's own plant: Enable edit, no Delete, the alert tab", async () => {
        renderPlantEdit(undefined, { mode: 'normal' });
        expect(
            await screen.findByRole('button', { name: 'Enable edit' })
        ).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
        expect(
            screen.getByRole('tab', { name: 'Alert configuration' })
        ).toBeInTheDocument();
    });

    it('a new plant keeps the CEP look-up on its Details tab', async () => {
        const u = userEvent.setup();
        const dp = fakeDataProvider({ company: [], watershed: [] });
        renderInAdmin(
            <PlantCreate
                definition={getResource('subsidiary')}
                view="create"
                mode="admin"
                paths={{
                    list: '/admin/subsidiary',
                    create: '/admin/subsidiary/new',
                    details: id => `/admin/subsidiary/details/${id}`,
                }}
                readOnly={false}
            />,
            { dataProvider: dp, path: '/admin/subsidiary/new' }
        );
        expect(
            await screen.findByRole('tab', { name: 'Details' })
        ).toHaveAttribute('aria-selected', 'true');
        await u.type(screen.getByLabelText(/^ZIP code \(CEP\)/), '01310100');
        expect(
            await screen.findByText('CEP information not found')
        ).toBeInTheDocument();
        expect(dp.lookupCep).toHaveBeenCalledTimes(1);
    });
});
