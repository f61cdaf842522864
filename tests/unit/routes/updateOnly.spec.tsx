/**
 * A plant user edits their own company and plant but is not offered
 * Delete there (the server refuses it with 403: tests/api/api-access);
 * an administrator is.
 */
import { screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteMode } from '@/builders/viewProps';
import { getResource } from '@shared/declarations';
import { viewFor } from '@/routes/views';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import * as fixtures from '../builders/fixtures';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const details = (name: 'company' | 'subsidiary', mode: RouteMode) => {
    const definition = getResource(name);
    const base = mode === 'admin' ? `/admin/${name}` : `/${name}/details`;
    renderInAdmin(
        <Suspense fallback={null}>
            {createElement(viewFor(definition, 'edit'), {
                definition,
                view: 'edit',
                mode,
                paths: { list: base, create: base, details: () => base },
                id: '1',
                readOnly: false,
            })}
        </Suspense>,
        {
            dataProvider: fakeDataProvider({
                company: fixtures.companies(),
                subsidiary: fixtures.plants(2),
            }),
        }
    );
};

describe('update-only records', { timeout: 30000 }, () => {
    it.each(['company', 'subsidiary'] as const)(
        'a plant user’s own %s: Enable edit, no Delete',
        async name => {
            details(name, 'normal');
            expect(
                await screen.findByRole('button', { name: 'Enable edit' })
            ).toBeInTheDocument();
            expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
        }
    );

    it('an administrator may delete a company', async () => {
        details('company', 'admin');
        expect(
            await screen.findByRole('button', { name: 'Delete' })
        ).toBeInTheDocument();
    });
});
