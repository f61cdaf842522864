import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceCreate } from '@/builders/form/ResourceCreate';
import { toHttpError } from '@/providers/apiErrors';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import { fill, refill } from '../../helpers/fill';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const company = getResource('company');
const input = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const field = (label: string) => {
    const root = input(label).closest('.MuiFormControl-root');
    if (!(root instanceof HTMLElement))
        throw new Error(`no form control for ${label}`);
    return root;
};

/**
 * A complete company; the CNPJ typed key by key where `typeCnpj` (the
 * mask's own test), pasted elsewhere like every other value.
 */
const fillCompany = async (
    user: ReturnType<typeof userEvent.setup>,
    { typeCnpj = false } = {}
) => {
    if (typeCnpj) await user.type(input('CNPJ'), '11222333000181');
    else await fill(user, input('CNPJ'), '11222333000181');
    await fill(user, input('Name'), 'Hidro Sul');
    await fill(user, input('Email'), 'contato@hidrosul.com.br');
    await fill(user, input('ZIP code'), '01310-100');
    await fill(user, input('Street'), 'Av. Paulista');
    await fill(user, input('City'), 'São Paulo');
    fireEvent.mouseDown(within(field('State')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'São Paulo' }));
};

/** The empty company form, ready for typing. */
const openCompanyCreate = async () => {
    const user = userEvent.setup({ delay: null });
    const dp = fakeDataProvider({});
    renderInAdmin(
        <ResourceCreate definition={company} basePath="/admin/company" />,
        { dataProvider: dp }
    );
    await screen.findByLabelText(/^Name/);
    return { user, dp };
};

describe('ResourceCreate', { timeout: 30000 }, () => {
    it('marks every required field of the company form with "*", and only those', async () => {
        await openCompanyCreate();
        const labelOf = (name: string) =>
            field(name).querySelector('label')?.textContent ?? '';
        for (const name of [
            'CNPJ',
            'Name',
            'Email',
            'ZIP code',
            'Street',
            'City',
            'State',
        ])
            expect(labelOf(name), name).toMatch(/\*\s*$/);
        for (const name of ['Phone'])
            expect(labelOf(name), name).not.toMatch(/\*/);
    });

    it('shows the spec messages with the field name at each field', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({});
        renderInAdmin(
            <ResourceCreate definition={company} basePath="/admin/company" />,
            { dataProvider: dp }
        );
        await user.type(await screen.findByLabelText(/^Name/), 'X');
        await user.type(input('Phone'), '1199');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('CNPJ is required')).toBeInTheDocument();
        expect(screen.getByText('Email is required')).toBeInTheDocument();
        expect(
            screen.getByText('ZIP code (CEP) is required')
        ).toBeInTheDocument();
        expect(
            screen.getByText('Phone must be a valid phone')
        ).toBeInTheDocument();
        expect(dp.create).not.toHaveBeenCalled();
    });

    it('an untouched form offers Save, and pressing it names every required field; no browser bubbles', async () => {
        const { user, dp } = await openCompanyCreate();
        // Marked with "*" and announced as required (the input's attribute).
        for (const label of ['Name', 'CNPJ', 'ZIP code'])
            expect(input(label)).toHaveAttribute('aria-required', 'true');
        expect(input('Phone')).not.toHaveAttribute('aria-required');
        const save = screen.getByRole('button', { name: 'Save' });
        expect(save).toBeEnabled();
        expect(save.closest('form')).toHaveAttribute('novalidate');
        await user.click(save);
        expect(await screen.findByText('CNPJ is required')).toBeInTheDocument();
        expect(screen.getByText('Name is required')).toBeInTheDocument();
        expect(screen.getByText('Email is required')).toBeInTheDocument();
        expect(dp.create).not.toHaveBeenCalled();
    });

    it('masks typed and pasted values and sends them unmasked', async () => {
        const { user, dp } = await openCompanyCreate();
        await fillCompany(user, { typeCnpj: true });
        expect(input('CNPJ').value).toBe('11.222.333/0001-81');
        expect(input('ZIP code').value).toBe('01310 100');
        await user.click(input('Phone'));
        await user.paste('(11) 98765-4321');
        expect(input('Phone').value).toBe('(11) 98765-4321');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
        const data = dp.create.mock.calls[0]?.[1].data;
        expect(data).toMatchObject({
            cnpj: '11222333000181',
            phone: '11987654321',
            address: { cep: '01310100', state: 'SP' },
            status: 'active',
        });
        expect(
            await screen.findByText('Company created successfully')
        ).toBeInTheDocument();
    });

    it('upper-cases an alphanumeric CNPJ', async () => {
        const user = userEvent.setup({ delay: null });
        renderInAdmin(
            <ResourceCreate definition={company} basePath="/admin/company" />,
            { dataProvider: fakeDataProvider({}) }
        );
        await screen.findByLabelText(/^Name/);
        await user.click(input('CNPJ'));
        await user.paste('12abc34501de35');
        expect(input('CNPJ').value).toBe('12.ABC.345/01DE-35');
    });

    it('puts server field errors under their inputs and keeps what was typed', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({});
        dp.create.mockRejectedValueOnce(
            toHttpError(
                400,
                {
                    errors: [
                        { field: 'cnpj', code: '07' },
                        { field: 'address.cep', code: '03' },
                    ],
                },
                'company'
            )
        );
        renderInAdmin(
            <ResourceCreate definition={company} basePath="/admin/company" />,
            { dataProvider: dp }
        );
        await screen.findByLabelText(/^Name/);
        await fillCompany(user);
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await within(field('CNPJ')).findByText('CNPJ is already in use')
        ).toBeInTheDocument();
        expect(
            within(field('ZIP code')).getByText('Invalid')
        ).toBeInTheDocument();
        expect(
            await screen.findByText('Error creating company!')
        ).toBeInTheDocument();
        expect(input('Name').value).toBe('Hidro Sul');
        expect(input('CNPJ').value).toBe('11.222.333/0001-81');
    });

    it('names the field a server "already in use" is about, in Portuguese too', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({});
        dp.create.mockRejectedValueOnce(
            toHttpError(
                400,
                { errors: [{ field: 'email', code: '07' }] },
                'company'
            )
        );
        renderInAdmin(
            <ResourceCreate definition={company} basePath="/admin/company" />,
            { dataProvider: dp, locale: 'pt-BR' }
        );
        await screen.findByLabelText(/^Nome\s*\*?$/);
        await fill(user, input('CNPJ'), '11222333000181');
        await fill(user, input('Nome\\s*\\*?$'), 'Hidro Sul');
        await fill(user, input('E-mail\\s*\\*?$'), 'contato@hidrosul.com.br');
        await fill(user, input('CEP'), '01310-100');
        await fill(user, input('Logradouro'), 'Av. Paulista');
        await fill(user, input('Cidade'), 'São Paulo');
        fireEvent.mouseDown(within(field('Estado')).getByRole('combobox'));
        fireEvent.click(
            await screen.findByRole('option', { name: 'São Paulo' })
        );
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        expect(
            await within(field('E-mail\\s*\\*?$')).findByText(
                'E-mail: valor já em uso'
            )
        ).toBeInTheDocument();
    });

    it('fills empty fields from the CNPJ look-up and warns when it is unknown', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({});
        dp.lookupCnpj.mockResolvedValueOnce({
            data: {
                cnpj: '11222333000181',
                name: 'Looked-up name',
                corporateName: 'Looked-up trade name',
                address: {
                    cep: '01310100',
                    street: 'Av. Paulista',
                    county: 'São Paulo',
                    state: 'SP',
                },
            },
        });
        renderInAdmin(
            <ResourceCreate definition={company} basePath="/admin/company" />,
            { dataProvider: dp }
        );
        await fill(user, await screen.findByLabelText(/^Name/), 'Typed name');
        await fill(user, input('CNPJ'), '11222333000181');
        await waitFor(() =>
            expect(input('Trade name').value).toBe('Looked-up trade name')
        );
        expect(dp.lookupCnpj).toHaveBeenCalledWith('11222333000181');
        // The typed name differs from the answer: asked, and kept.
        expect(await screen.findByRole('dialog')).toHaveTextContent(
            'The records of this CNPJ differ in: Name.'
        );
        await user.click(screen.getByRole('button', { name: 'Keep mine' }));
        expect(input('Name').value).toBe('Typed name');
        expect(input('Street').value).toBe('Av. Paulista');
        expect(input('ZIP code').value).toBe('01310 100');

        await refill(user, input('CNPJ'), '11444777000161');
        expect(
            await screen.findByText('CNPJ information not found')
        ).toBeInTheDocument();
        expect(input('CNPJ').value).toBe('11.444.777/0001-61');
    });

    it('warns when the CEP is unknown and keeps the typed address', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({});
        renderInAdmin(
            <ResourceCreate definition={company} basePath="/admin/company" />,
            { dataProvider: dp }
        );
        await fill(user, await screen.findByLabelText(/^Street/), 'Rua A');
        await user.type(input('ZIP code'), '99999999');
        expect(
            await screen.findByText('CEP information not found')
        ).toBeInTheDocument();
        expect(dp.lookupCep).toHaveBeenCalledWith('99999999');
        expect(input('Street').value).toBe('Rua A');
    });
});
