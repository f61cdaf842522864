import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Form, ReferenceInputBase, ResourceContextProvider } from 'react-admin';
import { DeferredAutocomplete } from '@/builders/referenceFilter/DeferredAutocomplete';
import { ResourceList } from '@/builders/ResourceList';
import { getResource } from '@/resources';
import { fakeDataProvider } from './fakeDataProvider';
import { renderAdmin } from './renderAdmin';

const companies = [1, 2, 3].map(id => ({ id, name: `Company ${id}` }));
const plants = Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    name: `Plant ${i + 1}`,
    cnpj: '11222333000181',
    companyId: (i % 3) + 1,
    plantType: 'hydro',
    status: 'active',
}));

describe('reference filters (DeferredAutocomplete)', { timeout: 30000 }, () => {
    // First: the autocomplete, once loaded, stays loaded for the page's life.
    it('shows the selected record before the autocomplete has loaded', async () => {
        renderAdmin(
            <ResourceContextProvider value="subsidiary">
                <Form defaultValues={{ companyId: 2 }}>
                    <ReferenceInputBase source="companyId" reference="company">
                        <DeferredAutocomplete
                            label="resources.subsidiary.fields.companyId"
                            optionText="name"
                        />
                    </ReferenceInputBase>
                </Form>
            </ResourceContextProvider>,
            fakeDataProvider({ company: companies })
        );
        const field = await screen.findByRole('textbox', { name: 'Company' });
        await waitFor(() => expect(field).toHaveValue('Company 2'));
        expect(field).toHaveAttribute('readonly');
    });

    it('becomes the autocomplete on focus, with focus and suggestions, and filters the list', async () => {
        const dp = fakeDataProvider({ subsidiary: plants, company: companies });
        renderAdmin(
            <ResourceList
                definition={getResource('subsidiary')}
                basePath="/admin/subsidiary"
            />,
            dp
        );
        await screen.findByText('Plant 1');
        fireEvent.focus(screen.getByRole('textbox', { name: 'Company' }));
        const combobox = await screen.findByRole('combobox', {
            name: 'Company',
        });
        await waitFor(() => expect(combobox).toHaveFocus());
        const listbox = await screen.findByRole('listbox');
        fireEvent.click(within(listbox).getByText('Company 3'));
        await waitFor(() =>
            expect(dp.getList).toHaveBeenLastCalledWith(
                'subsidiary',
                expect.objectContaining({
                    filter: expect.objectContaining({ companyId: 3 }),
                })
            )
        );
    });
});
