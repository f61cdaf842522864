/**
 * Each field type's list parts (src/builders/fieldTypes/): its cell, its
 * filter inputs, its one line of text and its CSV cell, for a field of
 * that type.
 */
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_MODULES, fieldTypeParts } from '@/builders/fieldTypes';
import { LIST_TOOLS } from '@/builders/list/listTools';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import type { FieldDefinition, FieldType } from '@shared/domain/fields';
import { FIELD_TYPES } from '@shared/domain/fieldTypes';

const TYPES = Object.keys(FIELD_TYPE_MODULES) as FieldType[];
const CELLS = (type: FieldType) => fieldTypeParts(type).cell;
const FILTERS = (type: FieldType) => fieldTypeParts(type).filters;
const TEXTS = (type: FieldType) => fieldTypeParts(type).text;
const field = (type: FieldType, extra: Partial<FieldDefinition> = {}) =>
    ({ source: 'x', type, reference: 'company', ...extra }) as FieldDefinition;
const common = {
    source: 'x',
    label: 'resources.company.fields.name',
    alwaysOn: true,
} as const;

describe('field types: columns, filters and texts', () => {
    it('every type of shared/domain/fieldTypes.ts has its module', () => {
        expect([...TYPES].sort()).toEqual(Object.keys(FIELD_TYPES).sort());
    });

    const textCells = TYPES.filter(
        t =>
            ![
                'boolean',
                'reference',
                'references',
                'object',
                'list',
                'select',
                'multiSelect',
            ].includes(t)
    );
    it.each(textCells)('%s: its cell is the field’s text', type => {
        expect(CELLS(type)(field(type), LIST_TOOLS)).toBe('text');
    });

    it.each(['boolean', 'reference', 'references', 'object', 'list'] as const)(
        '%s: its cell is a field component for its source',
        type => {
            const cell = CELLS(type)(field(type), LIST_TOOLS);
            expect(isValidElement(cell)).toBe(true);
            expect((cell as { props: { source: string } }).props.source).toBe(
                'x'
            );
        }
    );

    it.each(['select', 'multiSelect'] as const)(
        '%s: text, except criticality options, which are chips (text with an icon, never colour alone)',
        type => {
            expect(CELLS(type)(field(type), LIST_TOOLS)).toBe('text');
            expect(
                isValidElement(
                    CELLS(type)(
                        field(type, { optionSet: 'criticality' }),
                        LIST_TOOLS
                    )
                )
            ).toBe(true);
        }
    );

    it.each(TYPES)('%s: its filter inputs', type => {
        const inputs = FILTERS(type)(
            'company',
            field(type),
            common,
            LIST_TOOLS
        );
        const expected =
            type === 'date' || type === 'datetime'
                ? ['x_gte', 'x_lte']
                : [
                        'boolean',
                        'select',
                        'multiSelect',
                        'reference',
                        'references',
                    ].includes(type)
                  ? ['x']
                  : [];
        expect(inputs.map(i => (i.props as { source: string }).source)).toEqual(
            expected
        );
    });

    const context = {
        resource: 'company',
        translate: (key: string) => `«${key}»`,
        locale: 'pt-BR',
        dates: {
            date: (v: string) => `date(${v})`,
            dateTime: (v: string) => `dateTime(${v})`,
        } as unknown as DateTimeFormats,
    };
    const SAMPLES: Record<FieldType, [unknown, string]> = {
        text: ['Usina', 'Usina'],
        longText: ['a\nb', 'a\nb'],
        email: ['a@b.co', 'a@b.co'],
        phone: ['1133334444', '(11) 3333-4444'],
        cnpj: ['11222333000181', '11.222.333/0001-81'],
        cep: ['01310100', '01310 100'],
        devEui: ['A1B2C3D4E5F60718', 'A1:B2:C3:D4:E5:F6:07:18'],
        gatewayEui: ['A1B2C3D4E5F60718', 'A1B2C3D4E5F60718'],
        integer: [1234, '1.234'],
        decimal: [1234.5, '1.234,5'],
        latitude: [-23.5505201, '-23,55052'],
        longitude: [-46.6333094, '-46,633309'],
        boolean: [true, '«ra.boolean.true»'],
        date: ['2026-11-20', 'date(2026-11-20)'],
        datetime: ['2026-11-20T13:30:00Z', 'dateTime(2026-11-20T13:30:00Z)'],
        select: ['high', '«resources.company.options.x.high»'],
        multiSelect: [
            ['a', 'b'],
            '«resources.company.options.x.a», «resources.company.options.x.b»',
        ],
        reference: [3, ''],
        references: [[3], ''],
        object: [{}, ''],
        list: [[], ''],
    };
    it.each(TYPES)('%s: its value as one line of text', type => {
        const [value, text] = SAMPLES[type];
        expect(TEXTS(type)(value, field(type), context)).toBe(text);
    });

    const file = {
        text: () => 'text',
        instant: (iso: string) => `instant(${iso})`,
        name: (id: unknown) => `name(${String(id)})`,
    };
    const CSV: Partial<Record<FieldType, [unknown, unknown]>> = {
        integer: [1234, { number: 1234, decimals: undefined }],
        decimal: [1.5, { number: 1.5, decimals: undefined }],
        latitude: [-23.5, { number: -23.5, decimals: undefined }],
        longitude: [-46.6, { number: -46.6, decimals: undefined }],
        date: ['2026-11-20', '2026-11-20'],
        datetime: ['2026-11-20T13:30:00Z', 'instant(2026-11-20T13:30:00Z)'],
        reference: [3, 'name(3)'],
        references: [[3, 4], 'name(3), name(4)'],
    };
    it.each(TYPES)(
        '%s: its CSV cell (numbers, days, instants and references in the file’s terms, else the text)',
        type => {
            const [value, cell] = CSV[type] ?? ['v', 'text'];
            expect(fieldTypeParts(type).csv(value, field(type), file)).toEqual(
                cell
            );
        }
    );
});
