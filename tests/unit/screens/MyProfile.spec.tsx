import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider } from 'react-admin';
import type { Session } from '@shared/domain/session';
import { sessionStore } from '@/session/session';
import { adminSession, operatorSession } from '../../helpers/sessions';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { AppRoutes } from './screenRoutes';

// The session the mocked store answers with; each test sets it.
const next = vi.hoisted(() => ({ session: undefined as Session | undefined }));

vi.mock('@/session/session', async () => {
    const { createSessionStore } = await import('@/session/sessionStore');
    return {
        sessionStore: createSessionStore(async () => {
            if (!next.session) throw new Error('no session for this test');
            return next.session;
        }),
        fetchSession: vi.fn(),
    };
});

const withCompany = (session: Session, companyName?: string): Session => ({
    ...session,
    user: { ...session.user, companyName },
});

const signIn = async (session: Session) => {
    next.session = session;
    sessionStore.reset();
    await sessionStore.load();
};

/** The value a description list shows for a label. */
const fact = (label: string) => {
    const dt = screen.getAllByRole('term').find(el => el.textContent === label);
    if (!dt) throw new Error(`no fact labelled ${label}`);
    return dt.nextElementSibling?.textContent;
};

beforeEach(() => {
    next.session = undefined;
});

describe('/my-profile', () => {
    it("shows the signed-in user's account from the session", async () => {
        await signIn(withCompany(operatorSession(), 'Energia Vale Verde S.A.'));
        renderInAdmin(<AppRoutes />, { path: '/my-profile' });

        expect(
            await screen.findByRole('heading', { level: 1, name: 'My profile' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('heading', { level: 2, name: 'Account' })
        ).toBeInTheDocument();
        expect(fact('Name')).toBe('Ana Souza');
        expect(fact('E-mail')).toBe('ana@example.com');
        expect(fact('Company')).toBe('Energia Vale Verde S.A.');
        expect(fact('Web profile')).toBe('Operator');
    });

    it('lists the plants with masked CNPJ and marks the one in use', async () => {
        await signIn(withCompany(operatorSession(), 'Energia Vale Verde'));
        sessionStore.select(12);
        renderInAdmin(<AppRoutes />, { path: '/my-profile' });

        const list = await screen.findByRole('list', { name: 'Power plants' });
        const items = within(list).getAllByRole('listitem');
        expect(items.map(item => item.textContent)).toEqual([
            'Usina ACNPJ 11.222.333/0001-81',
            'Usina BCNPJ 45.723.174/0001-10Selected',
        ]);
    });

    it('says when the company is unknown and an admin has no plant', async () => {
        await signIn(adminSession());
        renderInAdmin(<AppRoutes />, { path: '/my-profile' });

        await screen.findByRole('heading', { level: 1, name: 'My profile' });
        expect(fact('Company')).toBe('Not available');
        expect(fact('Web profile')).toBe('Administrator');
        expect(
            screen.getByText(
                'Administrator profiles are not tied to a power plant.'
            )
        ).toBeInTheDocument();
        expect(
            screen.queryByRole('list', { name: 'Power plants' })
        ).not.toBeInTheDocument();
    });

    it('says when a normal user has no plant', async () => {
        await signIn(withCompany({ ...operatorSession(), subsidiaries: [] }));
        renderInAdmin(<AppRoutes />, { path: '/my-profile' });

        expect(
            await screen.findByText('No power plant is linked to your user.')
        ).toBeInTheDocument();
    });

    it('holds the password change panel, which sends the current and the new password', async () => {
        await signIn(withCompany(operatorSession(), 'Energia Vale Verde'));
        const updatePassword = vi.fn(async () => ({ data: {} }));
        const dataProvider = { ...testDataProvider(), updatePassword };
        renderInAdmin(<AppRoutes />, {
            path: '/my-profile',
            dataProvider,
        });

        expect(
            await screen.findByRole('heading', {
                level: 2,
                name: 'Change password',
            })
        ).toBeInTheDocument();
        const user = userEvent.setup();
        await user.type(
            screen.getByLabelText(/^Current password/),
            'Operator#2026'
        );
        await user.type(screen.getByLabelText(/^New password/), 'Turbina#2026');
        await user.type(
            screen.getByLabelText(/^Confirm new password/),
            'Turbina#2026'
        );
        await user.click(
            screen.getByRole('button', { name: 'Update password' })
        );
        await waitFor(() =>
            expect(updatePassword).toHaveBeenCalledWith({
                currentPassword: 'Operator#2026',
                password: 'Turbina#2026',
            })
        );
    });

    it('in Portuguese', async () => {
        await signIn(withCompany(operatorSession(), 'Energia Vale Verde'));
        renderInAdmin(<AppRoutes />, {
            path: '/my-profile',
            locale: 'pt-BR',
        });

        expect(
            await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })
        ).toBeInTheDocument();
        expect(fact('Nome')).toBe('Ana Souza');
        expect(fact('Empresa')).toBe('Energia Vale Verde');
        expect(fact('Perfil web')).toBe('Operator');
        expect(
            screen.getByRole('list', { name: 'Usinas' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('heading', { level: 2, name: 'Alterar senha' })
        ).toBeInTheDocument();
        expect(screen.getByLabelText(/^Senha atual/)).toBeInTheDocument();
    });
});
