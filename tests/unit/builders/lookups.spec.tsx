/**
 * A look-up's answer follows the value it answers (issue: forms that tell
 * the truth): a new CEP brings its own street and city instead of leaving
 * the old ones under it, and what the user typed by hand changes only if
 * they agree.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { planFill } from '@/builders/form/planFill';
import { ResourceCreate } from '@/builders/form/ResourceCreate';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const company = getResource('company');
const address = company.fields.filter(f => f.source === 'address');
const input = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
/** The labels and the warning as each language writes them. */
const WORDS = {
    'en-US': {
        cep: 'ZIP code',
        street: 'Street',
        neighborhood: 'Neighborhood',
        city: 'City',
        state: 'State',
        number: 'Number',
        notFound: 'CEP information not found',
    },
    'pt-BR': {
        cep: 'CEP',
        street: 'Logradouro',
        neighborhood: 'Bairro',
        city: 'Cidade',
        state: 'Estado',
        number: 'Número',
        notFound: 'Informações do CEP não encontradas',
    },
} as const;

const ADDRESSES: Record<string, object> = {
    '01310100': {
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        county: 'São Paulo',
        state: 'SP',
    },
    '38400100': {
        street: 'Avenida Afonso Pena',
        county: 'Uberlândia',
        state: 'MG',
    },
    '70040010': { street: 'Esplanada', county: 'Brasília', state: 'DF' },
};

describe('planFill', () => {
    const form = (values: Record<string, string>) => (path: string) =>
        values[path];

    it('fills the empty fields', () => {
        const plan = planFill(
            address,
            { address: ADDRESSES['01310100'] },
            form({})
        );
        expect(plan.writes).toContainEqual([
            'address.street',
            'Avenida Paulista',
        ]);
        expect(plan.conflicts).toEqual([]);
    });

    it('follows a new answer where the last one is still there, empties what it no longer has, asks about the rest', () => {
        const previous = new Map([
            ['address.street', 'Avenida Paulista'],
            ['address.neighborhood', 'Bela Vista'],
            ['address.county', 'São Paulo'],
        ]);
        const plan = planFill(
            address,
            { address: ADDRESSES['38400100'] },
            form({
                'address.street': 'Avenida Paulista',
                'address.neighborhood': 'Bela Vista',
                'address.county': 'Sampa',
                'address.number': '1000',
            }),
            previous
        );
        expect(plan.writes).toEqual([
            ['address.street', 'Avenida Afonso Pena'],
            ['address.state', 'MG'],
        ]);
        expect(plan.clears).toEqual(['address.neighborhood']);
        expect(plan.conflicts).toEqual([['address.county', 'Uberlândia']]);
    });
});

describe('CEP look-up in the form', { timeout: 30000 }, () => {
    const open = (locale: keyof typeof WORDS = 'en-US') => {
        const dp = fakeDataProvider({});
        dp.lookupCep.mockImplementation(async (cep: string) => {
            const known = ADDRESSES[cep];
            if (!known) throw new HttpError('not found', 404);
            return { data: known };
        });
        renderInAdmin(
            <ResourceCreate definition={company} basePath="/admin/company" />,
            { dataProvider: dp, locale }
        );
        return dp;
    };
    const changeCep = async (
        user: ReturnType<typeof userEvent.setup>,
        cep: string
    ) => {
        await user.clear(input('ZIP code'));
        await user.type(input('ZIP code'), cep);
    };

    it('a new CEP brings its own address; a street typed by hand is kept unless the user agrees', async () => {
        const user = userEvent.setup();
        open();
        await screen.findByLabelText(/^Name/);
        await user.type(input('ZIP code'), '01310100');
        await waitFor(() =>
            expect(input('Street').value).toBe('Avenida Paulista')
        );
        expect(input('Neighborhood').value).toBe('Bela Vista');

        // Untouched fields follow; what the new answer lacks is emptied.
        await changeCep(user, '38400100');
        await waitFor(() =>
            expect(input('Street').value).toBe('Avenida Afonso Pena')
        );
        expect(input('City').value).toBe('Uberlândia');
        expect(input('Neighborhood').value).toBe('');
        expect(screen.queryByRole('dialog')).toBeNull();

        // A street typed by hand: asked, and kept when the user says so.
        await user.clear(input('Street'));
        await user.type(input('Street'), 'Rua do Teste');
        await changeCep(user, '70040010');
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(
            'This CEP belongs to another address, which differs in: Street. Replace what is filled in with it?'
        );
        await user.click(screen.getByRole('button', { name: 'Keep mine' }));
        expect(input('Street').value).toBe('Rua do Teste');
        expect(input('City').value).toBe('Brasília');

        // Asked again for the next CEP, and replaced when the user agrees.
        await changeCep(user, '01310100');
        await screen.findByRole('dialog');
        await user.click(screen.getByRole('button', { name: 'Replace' }));
        await waitFor(() =>
            expect(input('Street').value).toBe('Avenida Paulista')
        );
    });

    it.each(['en-US', 'pt-BR'] as const)(
        'an unknown CEP empties what the last one filled and keeps what was typed by hand (%s)',
        async locale => {
            const w = WORDS[locale];
            const user = userEvent.setup();
            open(locale);
            await user.type(
                await screen.findByLabelText(new RegExp(`^${w.cep}`)),
                '01310100'
            );
            await waitFor(() =>
                expect(input(w.street).value).toBe('Avenida Paulista')
            );
            await user.type(input(w.number), '1000');
            await user.clear(input(w.city));
            await user.type(input(w.city), 'Sampa');

            await user.clear(input(w.cep));
            await user.type(input(w.cep), '99999999');
            expect(await screen.findByText(w.notFound)).toBeInTheDocument();
            await waitFor(() => expect(input(w.street).value).toBe(''));
            expect(input(w.neighborhood).value).toBe('');
            expect(
                screen.getByRole('combobox', {
                    name: new RegExp(`^${w.state}`),
                })
            ).not.toHaveTextContent('SP');
            expect(input(w.number).value).toBe('1000');
            expect(input(w.city).value).toBe('Sampa');
            expect(screen.queryByRole('dialog')).toBeNull();
        }
    );
});
