/**
 * Each field type's input (its module's `input`, src/builders/fieldTypes/), drawn alone in a form for a field the
 * declarations really have: the role a user and a screen reader meet, its
 * label, and the value it shows for what is stored.
 */
import { screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FieldInput, INPUTS } from '@/builders/form/inputFor';
import type { FieldDefinition, FieldType } from '@shared/domain/fields';
import { resources } from '@shared/declarations';
import { renderInAdmin } from '../../../helpers/renderInAdmin';
import { fakeDataProvider } from '../fakeDataProvider';

interface Declared {
    resource: string;
    field: FieldDefinition;
    path: string;
}

/** The first declared field of each type, nested ones included. */
const declared = (() => {
    const found = new Map<FieldType, Declared>();
    const walk = (
        resource: string,
        fields: readonly FieldDefinition[],
        prefix: string
    ) => {
        for (const field of fields) {
            const path = `${prefix}${field.source}`;
            if (!found.has(field.type))
                found.set(field.type, { resource, field, path });
            if (field.fields && field.type === 'object')
                walk(resource, field.fields, `${path}.`);
        }
    };
    for (const r of resources) walk(r.name, r.fields, '');
    return found;
})();

/** What each type is to a screen reader, and what it shows for a stored value. */
const EXPECTED: Record<
    Exclude<FieldType, 'object' | 'list'>,
    { role: string; stored?: unknown; shown?: string }
> = {
    text: { role: 'textbox', stored: 'Usina Norte', shown: 'Usina Norte' },
    longText: {
        role: 'textbox',
        stored: 'Linha 1\nLinha 2',
        shown: 'Linha 1\nLinha 2',
    },
    email: {
        role: 'textbox',
        stored: 'ops@example.com',
        shown: 'ops@example.com',
    },
    phone: { role: 'textbox', stored: '11987654321', shown: '(11) 98765-4321' },
    cnpj: {
        role: 'textbox',
        stored: '11222333000181',
        shown: '11.222.333/0001-81',
    },
    cep: { role: 'textbox', stored: '01310100', shown: '01310 100' },
    devEui: {
        role: 'textbox',
        stored: 'A1B2C3D4E5F60718',
        shown: 'A1:B2:C3:D4:E5:F6:07:18',
    },
    gatewayEui: {
        role: 'textbox',
        stored: 'A1B2C3D4E5F60718',
        shown: 'A1B2C3D4E5F60718',
    },
    // Text boxes read in the user's language, not the browser's number boxes.
    integer: { role: 'textbox', stored: 4200, shown: '4,200' },
    decimal: { role: 'textbox', stored: 12.5, shown: '12.5' },
    latitude: { role: 'textbox', stored: -23.55052, shown: '-23.55052' },
    longitude: { role: 'textbox', stored: -46.633309, shown: '-46.633309' },
    boolean: { role: 'switch' },
    date: { role: 'textbox', stored: '2026-11-20', shown: '11/20/2026' },
    datetime: { role: 'textbox' },
    select: { role: 'combobox' },
    multiSelect: { role: 'combobox' },
    reference: { role: 'combobox' },
    references: { role: 'combobox' },
};

const setIn = (path: string, value: unknown): Record<string, unknown> => {
    const [head, ...rest] = path.split('.');
    return {
        [String(head)]: rest.length ? setIn(rest.join('.'), value) : value,
    };
};

describe('field types: one input each', { timeout: 30000 }, () => {
    it('every type but the groups has an input, and every input a check here', () => {
        expect(Object.keys(EXPECTED).sort()).toEqual(
            Object.keys(INPUTS).sort()
        );
    });

    it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])(
        '%s: a labelled input of the right kind showing the stored value',
        async type => {
            const found = declared.get(type);
            expect(found, `no declaration has a ${type} field`).toBeDefined();
            const { resource, field, path } = found!;
            const { stored, shown, role } = EXPECTED[type];
            renderInAdmin(
                <Form record={stored === undefined ? {} : setIn(path, stored)}>
                    <FieldInput
                        resource={resource}
                        field={{ ...field, required: false }}
                        source={path}
                        labelPath={path}
                        readOnly={false}
                        mode="edit"
                    />
                </Form>,
                { dataProvider: fakeDataProvider({}) }
            );
            const input = await screen.findByRole(role);
            expect(input).toHaveAccessibleName(expect.stringMatching(/\S/));
            if (shown !== undefined) expect(input).toHaveValue(shown);
        }
    );
});
