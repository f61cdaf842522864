import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceList } from '@/builders/list/ResourceList';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import * as fixtures from './fixtures';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { renderList } from './renderList';

const companies = fixtures.companies();
const plants = fixtures.plants(37);

/** The companies list drawn over `dp`, and the row naming `name`. */
const companyRow = async (
    dp: ReturnType<typeof fakeDataProvider>,
    name: string
) => {
    renderList('company', { dataProvider: dp });
    const row = (await screen.findByText(name)).closest('tr');
    if (!row) throw new Error('no row');
    return row;
};

describe('ResourceList', { timeout: 30000 }, () => {
    it('shows labelled columns, masked values, references and the page range', async () => {
        const dp = fakeDataProvider({ subsidiary: plants, company: companies });
        renderList('subsidiary', { dataProvider: dp });
        expect(await screen.findByText('Plant 1')).toBeInTheDocument();
        for (const header of [
            'Name',
            'CNPJ',
            'Company',
            'Plant type',
            'Status',
            'Actions',
        ])
            expect(
                screen.getByRole('columnheader', { name: new RegExp(header) })
            ).toBeInTheDocument();
        expect(screen.getAllByText('11.222.333/0001-81')).toHaveLength(10);
        expect(screen.getAllByText('Hydroelectric plant')).toHaveLength(10);
        // A text column's cell is its text, with no field component inside
        // (columnFor.tsx: a page draws these by the hundred).
        expect(screen.getAllByText('11.222.333/0001-81')[0]?.tagName).toBe(
            'TD'
        );
        expect(screen.getAllByText('Hydroelectric plant')[0]?.tagName).toBe(
            'TD'
        );
        expect(await screen.findAllByText('Company 2')).toHaveLength(3);
        // The paging follows the rows.
        expect(await screen.findByText('1-10 of 37')).toBeInTheDocument();
        // One getMany for the whole page, never one per row.
        expect(dp.getMany).toHaveBeenCalledTimes(1);
        expect(dp.getMany.mock.calls[0]?.[1].ids).toEqual([1, 2, 3]);
        expect(
            screen.getAllByRole('link', { name: 'Details' })[0]
        ).toHaveAttribute(
            'href',
            // AdminContext's test router is a hash router.
            expect.stringMatching(/^#?\/admin\/subsidiary\/details\/1$/)
        );
    });

    it.each([
        ['en-US', '1-10 of more than 1,000'],
        ['pt-BR', '1-10 de mais de 1.000'],
    ] as const)(
        'past the API\'s count cap says "more than" (%s) and pages forward',
        async (locale, label) => {
            const dp = fakeDataProvider({ company: companies });
            dp.getList.mockImplementation(async () => ({
                data: plants.slice(0, 10),
                pageInfo: { hasNextPage: true, hasPreviousPage: false },
            }));
            renderList('subsidiary', { dataProvider: dp, locale });
            expect(await screen.findByText(label)).toBeInTheDocument();
            const next = screen.getByRole('button', {
                name: locale === 'en-US' ? /next/i : /próxima/i,
            });
            expect(next).toBeEnabled();
            fireEvent.click(next);
            await waitFor(() =>
                expect(dp.getList).toHaveBeenLastCalledWith(
                    'subsidiary',
                    expect.objectContaining({
                        pagination: { page: 2, perPage: 10 },
                    })
                )
            );
        }
    );

    it('says "No data to show" for an empty table', async () => {
        renderList('company', { dataProvider: fakeDataProvider({}) });
        expect(await screen.findByText('No data to show')).toBeInTheDocument();
    });

    it('asks before deleting and deletes on confirmation', async () => {
        const dp = fakeDataProvider({ company: companies });
        const row = await companyRow(dp, 'Company 2');
        fireEvent.click(within(row).getByRole('button', { name: /delete/i }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(
            'Are you sure you want to delete Company 2?'
        );
        expect(dialog).toHaveTextContent("This action can't be undone.");
        fireEvent.click(
            within(dialog).getByRole('button', { name: /confirm/i })
        );
        await waitFor(() => expect(dp.delete).toHaveBeenCalledTimes(1));
        expect(dp.delete.mock.calls[0]?.[1].id).toBe(2);
        expect(
            await screen.findByText('Company deleted successfully!')
        ).toBeInTheDocument();
    });

    it("mounts a row's confirmation only when asked; cancel deletes nothing, and a failed delete says so", async () => {
        const dp = fakeDataProvider({ company: companies });
        dp.delete.mockRejectedValueOnce(new Error('in use'));
        const row = await companyRow(dp, 'Company 2');
        expect(screen.queryByRole('dialog')).toBeNull();
        const button = within(row).getByRole('button', { name: /delete/i });
        fireEvent.click(button);
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(
            within(dialog).getByRole('button', { name: /cancel/i })
        );
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(dp.delete).not.toHaveBeenCalled();
        fireEvent.click(button);
        fireEvent.click(
            within(await screen.findByRole('dialog')).getByRole('button', {
                name: /confirm/i,
            })
        );
        expect(
            await screen.findByText('Error deleting company!')
        ).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByText('Company 2')).toBeInTheDocument();
    });

    it('hides create and delete for a view-only profile', async () => {
        renderInAdmin(
            <ResourceList
                definition={getResource('company')}
                basePath="/admin/company"
                readOnly
            />,
            { dataProvider: fakeDataProvider({ company: companies }) }
        );
        await screen.findByText('Company 1');
        expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
        expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    });

    it('opens the filters per userPreferences.showFilterOpen and toggles them', async () => {
        localStorage.setItem(
            'userPreferences',
            JSON.stringify({ showFilterOpen: false })
        );
        renderList('subsidiary', {
            dataProvider: fakeDataProvider({
                subsidiary: plants,
                company: companies,
            }),
        });
        await screen.findByText('Plant 1');
        expect(
            await screen.findByPlaceholderText('Search')
        ).toBeInTheDocument();
        expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
        expect(
            await screen.findByRole('combobox', { name: 'Status' })
        ).toBeInTheDocument();
    });
});
