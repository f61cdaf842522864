/**
 * The SPA offers what the server accepts (docs/security.md, "Who writes
 * what"): a plant user sees their company's administrator-only fields
 * read-only, cannot open an administrator's account for editing or set
 * its password, and is not offered a profile granting more than they hold.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyEdit } from '@/views/company/CompanyEdit';
import { UserCreate, UserEdit } from '@/views/user/UserViews';
import { sessionStore } from '@/session/session';
import type { ResourceViewProps } from '@/builders/viewProps';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

vi.mock('@/session/session', async () => {
    const { createSessionStore } = await import('@/session/sessionStore');
    const { operatorSession, operatorModules } =
        await import('../layout/sessionFixture');
    return {
        sessionStore: createSessionStore(() =>
            Promise.resolve({
                ...operatorSession(),
                pages: operatorModules().flatMap(m => m.pages),
            })
        ),
    };
});

const viewProps = (
    resource: 'user' | 'company',
    view: 'create' | 'edit',
    id?: string
): ResourceViewProps => ({
    definition: getResource(resource),
    view,
    mode: 'normal',
    paths: {
        list: `/${resource}`,
        create: `/${resource}/new`,
        details: i => `/${resource}/details/${i}`,
    },
    id,
    readOnly: false,
});

/** The session's pages, as a profile's entries: what the operator holds. */
const heldEntries = async () =>
    (await sessionStore.ready()).pages.map(p => ({
        pageId: p.id,
        justView: false,
    }));

beforeEach(async () => {
    sessionStore.reset();
    await sessionStore.load();
});

describe('a plant user’s forms', { timeout: 30000 }, () => {
    it('show the company’s CNPJ, settings, integration and status read-only, its name editable', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({
            company: [
                {
                    id: 1,
                    cnpj: '11222333000181',
                    name: 'Hidro Sul',
                    email: 'contato@hidrosul.com.br',
                    apiIntegration: {
                        zabbixUrl: 'https://zabbix.hidrosul.com.br/',
                        zabbixTokenRef: 'hidrosul',
                    },
                    status: 'active',
                },
            ],
        });
        renderInAdmin(<CompanyEdit {...viewProps('company', 'edit', '1')} />, {
            dataProvider: dp,
        });
        await user.click(
            await screen.findByRole('button', { name: 'Enable edit' })
        );
        expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('readonly');
        expect(screen.getByLabelText(/^CNPJ/)).toHaveAttribute('readonly');
        expect(screen.getByLabelText(/^Zabbix URL/)).toHaveAttribute(
            'readonly'
        );
    });

    it('do not open an administrator’s account for editing, deleting or a first password', async () => {
        const held = await heldEntries();
        const dp = {
            ...fakeDataProvider({
                user: [
                    {
                        id: 9,
                        name: 'Administradora',
                        email: 'adm@exemplo.com.br',
                        companyId: 5,
                        profileWebId: 1,
                        subsidiaryIds: [],
                        status: 'active',
                    },
                    {
                        id: 10,
                        name: 'Colega',
                        email: 'colega@exemplo.com.br',
                        companyId: 5,
                        profileWebId: 2,
                        subsidiaryIds: [],
                        status: 'active',
                    },
                ],
                profile: [
                    { id: 1, name: 'Admin', type: 0, isAdmin: true, pages: [] },
                    {
                        id: 2,
                        name: 'Operação',
                        type: 0,
                        isAdmin: false,
                        pages: held,
                    },
                ],
            }),
            getUserSignIn: vi.fn(async () => ({
                data: { passwords: 'embedded', hasPassword: false },
            })),
        };
        const { unmount } = renderInAdmin(
            <UserEdit {...viewProps('user', 'edit', '9')} />,
            { dataProvider: dp }
        );
        expect(
            await screen.findByText(/This account holds access you do not/)
        ).toBeInTheDocument();
        expect(
            screen.queryByRole('button', { name: 'Enable edit' })
        ).toBeNull();
        expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
        expect(
            await screen.findByText(/has no password yet and cannot sign in/)
        ).toBeInTheDocument();
        expect(
            screen.queryByRole('button', { name: 'Set first password' })
        ).toBeNull();
        unmount();

        // A colleague with what the operator holds: all of it offered.
        renderInAdmin(<UserEdit {...viewProps('user', 'edit', '10')} />, {
            dataProvider: dp,
        });
        expect(
            await screen.findByRole('button', { name: 'Enable edit' })
        ).toBeInTheDocument();
        expect(
            await screen.findByRole('button', { name: 'Set first password' })
        ).toBeInTheDocument();
    });

    it('offer profiles granting more than the user holds only disabled', async () => {
        const user = userEvent.setup();
        const held = await heldEntries();
        const dp = fakeDataProvider({
            profile: [
                { id: 1, name: 'Admin', type: 0, isAdmin: true, pages: [] },
                {
                    id: 2,
                    name: 'Operação',
                    type: 0,
                    isAdmin: false,
                    pages: held,
                },
                {
                    id: 3,
                    name: 'Maior',
                    type: 0,
                    isAdmin: false,
                    pages: [...held, { pageId: 9999, justView: false }],
                },
            ],
            company: [],
            subsidiary: [],
        });
        renderInAdmin(<UserCreate {...viewProps('user', 'create')} />, {
            dataProvider: dp,
        });
        const web = await screen.findByRole('combobox', {
            name: /^Web profile/,
        });
        await user.click(web);
        await waitFor(() =>
            expect(
                screen.getByRole('option', { name: 'Operação' })
            ).not.toHaveAttribute('aria-disabled', 'true')
        );
        expect(screen.getByRole('option', { name: 'Admin' })).toHaveAttribute(
            'aria-disabled',
            'true'
        );
        expect(screen.getByRole('option', { name: 'Maior' })).toHaveAttribute(
            'aria-disabled',
            'true'
        );
        fireEvent.keyDown(web, { key: 'Escape' });
    });
});
