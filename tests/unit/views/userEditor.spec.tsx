import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceViewProps } from '@/builders/viewProps';
import { getResource } from '@shared/declarations';
import { UserCreate, UserEdit } from '@/views/user/UserViews';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const viewProps = (
    view: 'create' | 'edit',
    id?: string
): ResourceViewProps => ({
    definition: getResource('user'),
    view,
    mode: 'admin',
    paths: {
        list: '/admin/user',
        create: '/admin/user/new',
        details: i => `/admin/user/details/${i}`,
    },
    id,
    readOnly: false,
});

const tables = {
    profile: [
        { id: 1, name: 'Operação web', type: 0, isAdmin: false },
        { id: 2, name: 'Campo móvel', type: 1, isAdmin: false },
    ],
    company: [
        { id: 5, name: 'Hidro Sul' },
        { id: 6, name: 'Águas Norte' },
    ],
    subsidiary: [
        { id: 50, name: 'UHE Sul', companyId: 5 },
        { id: 60, name: 'PCH Norte', companyId: 6 },
    ],
};

/** The fake answers filters on the attributes these inputs filter by. */
const filteringProvider = () => {
    const dp = fakeDataProvider(tables);
    dp.getList.mockImplementation(async (resource, params) => {
        const rows = (tables as Record<string, Record<string, unknown>[]>)[
            resource
        ]!.filter(r =>
            Object.entries(params.filter ?? {}).every(
                ([k, v]) =>
                    k === 'status' ||
                    k === 'q' ||
                    (Array.isArray(v) ? v.includes(r[k]) : r[k] === v)
            )
        );
        return { data: rows as never[], total: rows.length };
    });
    return dp;
};

describe('user editor', { timeout: 30000 }, () => {
    it('offers web profiles as web profile, mobile ones as mobile, and plants of the chosen company', async () => {
        const user = userEvent.setup();
        const dp = filteringProvider();
        renderInAdmin(<UserCreate {...viewProps('create')} />, {
            dataProvider: dp,
        });
        const web = await screen.findByRole('combobox', {
            name: /^Web profile/,
        });
        await user.click(web);
        expect(
            await screen.findByRole('option', { name: 'Operação web' })
        ).toBeInTheDocument();
        expect(
            screen.queryByRole('option', { name: 'Campo móvel' })
        ).toBeNull();
        fireEvent.keyDown(web, { key: 'Escape' });

        const plants = screen.getByRole('combobox', { name: /^Power plants/ });
        expect(plants).toBeDisabled();
        expect(
            screen.getByText('Choose the company first')
        ).toBeInTheDocument();

        await user.click(screen.getByRole('combobox', { name: /^Company/ }));
        fireEvent.click(
            await screen.findByRole('option', { name: 'Hidro Sul' })
        );
        await waitFor(() => expect(plants).toBeEnabled());
        await user.click(plants);
        expect(
            await screen.findByRole('option', { name: 'UHE Sul' })
        ).toBeInTheDocument();
        expect(screen.queryByRole('option', { name: 'PCH Norte' })).toBeNull();
        expect(dp.getList).toHaveBeenCalledWith(
            'profile',
            expect.objectContaining({
                filter: expect.objectContaining({ type: 0, status: 'active' }),
            })
        );
        expect(
            screen.getByText(/set the user’s first password on their page/)
        ).toBeInTheDocument();
    });

    it('a user without a password gets a first one on their page, checked by the password rules', async () => {
        const user = userEvent.setup();
        const dp = {
            ...filteringProvider(),
            getUserSignIn: vi.fn(async () => ({
                data: { passwords: 'embedded', hasPassword: false },
            })),
            setInitialPassword: vi.fn(async () => ({
                data: { hasPassword: true },
            })),
        };
        dp.getOne.mockResolvedValue({
            data: {
                id: 9,
                name: 'Pessoa Nova',
                email: 'nova@exemplo.com.br',
                companyId: 5,
                profileWebId: 1,
                subsidiaryIds: [50],
                status: 'active',
            },
        });
        renderInAdmin(<UserEdit {...viewProps('edit', '9')} />, {
            dataProvider: dp,
        });
        expect(
            await screen.findByText(/has no password yet and cannot sign in/)
        ).toBeInTheDocument();
        await user.type(screen.getByLabelText(/^First password/), 'fraca');
        await user.type(
            screen.getByLabelText(/^Confirm new password/),
            'fraca'
        );
        await user.click(
            screen.getByRole('button', { name: 'Set first password' })
        );
        expect(
            await screen.findByText('Password must have at least 8 characters')
        ).toBeInTheDocument();
        expect(dp.setInitialPassword).not.toHaveBeenCalled();

        dp.getUserSignIn.mockResolvedValue({
            data: { passwords: 'embedded', hasPassword: true },
        });
        await user.clear(screen.getByLabelText(/^First password/));
        await user.type(
            screen.getByLabelText(/^First password/),
            'Primeira#2026'
        );
        await user.clear(screen.getByLabelText(/^Confirm new password/));
        await user.type(
            screen.getByLabelText(/^Confirm new password/),
            'Primeira#2026'
        );
        await user.click(
            screen.getByRole('button', { name: 'Set first password' })
        );
        await waitFor(() =>
            expect(dp.setInitialPassword).toHaveBeenCalledWith(
                '9',
                'Primeira#2026'
            )
        );
        expect(
            await screen.findByText('This user has a password and can sign in.')
        ).toBeInTheDocument();
    });
});
