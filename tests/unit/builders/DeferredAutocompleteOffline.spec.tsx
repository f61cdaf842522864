import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Form, ReferenceInputBase, ResourceContextProvider } from 'react-admin';
import { DeferredAutocomplete } from '@/builders/list/referenceFilter/DeferredAutocomplete';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

// The chunk cannot be fetched (offline, or replaced by a new release).
vi.mock('@/builders/list/referenceFilter/FilterAutocomplete', () => {
    throw new Error('Failed to fetch dynamically imported module');
});

describe('a reference filter whose autocomplete cannot load', () => {
    it('says so and stays a usable field', async () => {
        renderInAdmin(
            <ResourceContextProvider value="subsidiary">
                <Form>
                    <ReferenceInputBase source="companyId" reference="company">
                        <DeferredAutocomplete
                            label="resources.subsidiary.fields.companyId"
                            reference="company"
                        />
                    </ReferenceInputBase>
                </Form>
            </ResourceContextProvider>,
            {
                dataProvider: fakeDataProvider({
                    company: [{ id: 1, name: 'Company 1' }],
                }),
            }
        );
        const field = await screen.findByRole('textbox', { name: 'Company' });
        fireEvent.focus(field);
        expect(
            await screen.findByText('Server communication error')
        ).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: 'Company' })).toBe(field);
    });
});
