import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
    Form,
    memoryStore,
    ReferenceInputBase,
    ResourceContextProvider,
} from 'react-admin';
import { DeferredAutocomplete } from '@/builders/list/referenceFilter/DeferredAutocomplete';
import { fakeDataProvider } from './fakeDataProvider';
import * as fixtures from './fixtures';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { renderList } from './renderList';

const companies = fixtures.companies();
const plants = fixtures.plants(6);

describe('reference filters (DeferredAutocomplete)', { timeout: 30000 }, () => {
    // First: the autocomplete, once loaded, stays loaded for the page's life.
    it('shows the selected record before the autocomplete has loaded', async () => {
        renderInAdmin(
            <ResourceContextProvider value="subsidiary">
                <Form defaultValues={{ companyId: 2 }}>
                    <ReferenceInputBase source="companyId" reference="company">
                        <DeferredAutocomplete
                            label="resources.subsidiary.fields.companyId"
                            reference="company"
                        />
                    </ReferenceInputBase>
                </Form>
            </ResourceContextProvider>,
            { dataProvider: fakeDataProvider({ company: companies }) }
        );
        const field = await screen.findByRole('textbox', { name: 'Company' });
        await waitFor(() => expect(field).toHaveValue('Company 2'));
        expect(field).toHaveAttribute('readonly');
    });

    it('shows the filtered record when a list opens with that filter', async () => {
        const dp = fakeDataProvider({
            subsidiary: plants.filter(p => p.companyId === 2),
            company: companies,
        });
        // react-admin's filter form keeps only registered fields' values.
        const store = memoryStore({
            'subsidiary.listParams': { filter: { companyId: 2 } },
        });
        renderList('subsidiary', { dataProvider: dp, store });
        const field = await screen.findByRole('textbox', { name: 'Company' });
        await waitFor(() => expect(field).toHaveValue('Company 2'));
        // The rows and the selected company; no choices before they are wanted.
        expect(dp.getList.mock.calls.map(c => c[0])).not.toContain('company');
    });

    it('becomes the autocomplete on focus, with focus and suggestions, and filters the list', async () => {
        const dp = fakeDataProvider({ subsidiary: plants, company: companies });
        renderList('subsidiary', { dataProvider: dp });
        await screen.findByText('Plant 1');
        expect(dp.getList.mock.calls.map(c => c[0])).toEqual(['subsidiary']);
        fireEvent.focus(
            await screen.findByRole('textbox', { name: 'Company' })
        );
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
