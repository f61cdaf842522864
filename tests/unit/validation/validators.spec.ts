import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '@shared/domain/cnpj';
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';
import { RULES, RULE_CODES, validateRecord } from '@shared/domain/validate';
import { messages as enUS } from '@i18n/en-US';
import { messages as ptBR } from '@i18n/pt-BR';
import { resources } from '@shared/declarations';
import { validatorFor, type ValidationMessage } from '@/validation/validators';
import { testI18nProvider } from '../../helpers/renderInAdmin';

// An absent value is what the form starts with: the input's default.
const run = (f: FieldDefinition, value: unknown) =>
    validatorFor(f, 'Label')(
        value === undefined ? f.defaultValue : value,
        {},
        {}
    ) as ValidationMessage | undefined;

const DEF: ResourceDefinition = {
    name: 'company',
    scope: 'admin',
    hasStatus: false,
    fields: [],
    pages: {},
    menu: { icon: 'Article', module: 'admin', order: 0 },
    recordRepresentation: 'id',
    defaultSort: { field: 'id', order: 'ASC' },
};

const serverAccepts = (f: FieldDefinition, value: unknown) => {
    const def = { ...DEF, fields: [f], recordRepresentation: f.source };
    const body = value === undefined ? {} : { [f.source]: value };
    return validateRecord(def, body, { partial: false }).errors.length === 0;
};

const leaves = (fields: readonly FieldDefinition[]): FieldDefinition[] =>
    fields.flatMap(f => (f.fields ? leaves(f.fields) : [f]));

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const alnum = (n: number) =>
    fc
        .array(fc.constantFrom(...ALNUM.split('')), {
            minLength: n,
            maxLength: n,
        })
        .map(a => a.join(''));
const cnpjBody = alnum(12).filter(b => !/^(\d)\1{11}$/.test(b));

const valueFor = (f: FieldDefinition): fc.Arbitrary<unknown> => {
    switch (f.type) {
        case 'integer':
        case 'decimal':
        case 'latitude':
        case 'longitude':
            return fc.oneof(
                fc.integer({ min: -100000, max: 100000 }),
                fc.double({ min: -1000, max: 1000, noNaN: true }),
                fc
                    .integer({ min: -99999999, max: 99999999 })
                    .map(n => n / 10 ** 7),
                fc.constantFrom(null, 0, f.min ?? 0, f.max ?? 0)
            );
        case 'cnpj':
            return fc.oneof(
                cnpjBody.map(b => b + cnpjCheckDigits(b)),
                cnpjBody.map(b => b + '00'),
                fc.string({ maxLength: 20 })
            );
        case 'multiSelect':
        case 'references':
            return fc.array(
                f.options
                    ? fc.constantFrom(...f.options)
                    : fc.integer({ min: 1, max: 10 ** 9 }),
                { maxLength: 12 }
            );
        default:
            return fc.oneof(
                fc.string({ maxLength: 30 }),
                fc.string({ minLength: 100, maxLength: 400 }),
                fc.stringMatching(/^\(?[1-9]{2}\)? ?9?\d{4}-?\d{4}$/),
                fc.stringMatching(/^\d{5}[- ]?\d{3}$/),
                fc.stringMatching(/^([0-9A-Za-z]{2}:){7}[0-9A-Za-z]{2}$/),
                fc.stringMatching(/^[0-9a-fA-F]{16}$/),
                fc.emailAddress(),
                fc.constantFrom(undefined, null, '', '  ', '7', '12')
            );
    }
};

// A container's input checks its own level only (required, sizes): its
// members are inputs of their own, covered here as leaves.
const CONTAINERS = new Set(['object', 'list']);

describe('validatorFor agrees with the server (validateRecord)', () => {
    const fields = resources
        .flatMap(r =>
            leaves(r.fields).map(f => [`${r.name}.${f.source}`, f] as const)
        )
        .filter(([, f]) => !f.readOnly && !CONTAINERS.has(f.type));
    it.each(fields)('%s', (_name, f) => {
        fc.assert(
            fc.property(valueFor(f), value => {
                expect(run(f, value) === undefined).toBe(
                    serverAccepts(f, value)
                );
            }),
            { numRuns: 150 }
        );
    });
});

describe('every rule of the engine', () => {
    it.each(RULES)('%s has a message in both languages', rule => {
        for (const messages of [ptBR, enUS]) {
            const message = (
                messages as unknown as {
                    app: { validation: Record<string, unknown> };
                }
            ).app.validation[rule];
            // The spec's bottom-menu sentence, the last-administrator
            // refusal and the rank's refusals (the account, the access
            // handed out) name no field; every other message says which
            // field it is about.
            expect(message, rule).toEqual(
                rule === 'bottomMenuLimit'
                    ? expect.stringContaining(' 3 ')
                    : rule === 'lastAdministrator'
                      ? expect.stringMatching(/administra/)
                      : rule === 'outranked' || rule === 'notHeld'
                        ? expect.stringMatching(/acess|access/)
                        : expect.stringContaining('%{field}')
            );
        }
    });
    it('answers the same code on the server as its rule', () => {
        const f: FieldDefinition = { source: 'x', type: 'text', maxLength: 3 };
        const { errors } = validateRecord(
            { ...DEF, fields: [f], recordRepresentation: 'x' },
            { x: 'abcd' },
            { partial: false }
        );
        expect(errors).toEqual([
            {
                field: 'x',
                rule: 'maxLength',
                code: RULE_CODES.maxLength,
                bound: 3,
            },
        ]);
        expect(RULE_CODES.maxLength).toBe('08');
    });
});

describe('messages carry the field name and the bound', () => {
    it('required', () => {
        const f: FieldDefinition = {
            source: 'name',
            type: 'text',
            required: true,
        };
        for (const empty of [undefined, null, '', '   ']) {
            expect(run(f, empty)).toEqual({
                message: 'app.validation.required',
                args: { field: 'Label' },
            });
        }
        expect(run({ ...f, required: false }, '')).toBeUndefined();
        // An empty list is blank for a list field, and a wrong type for text.
        const list: FieldDefinition = {
            source: 'ids',
            type: 'references',
            required: true,
            minItems: 2,
        };
        expect(run(list, [])?.message).toBe('app.validation.required');
        expect(run({ ...list, required: false }, [])).toBeUndefined();
        expect(run(f, [])?.message).toBe('app.validation.text');
    });
    it('text length bounds', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 1, max: 30 }),
                fc.string({ maxLength: 60 }),
                (max, s) => {
                    const f: FieldDefinition = {
                        source: 'x',
                        type: 'text',
                        maxLength: max,
                    };
                    const r = run(f, s);
                    if (s.trim().length > max)
                        expect(r).toEqual({
                            message: 'app.validation.maxLength',
                            args: { field: 'Label', value: max },
                        });
                    else expect(r).toBeUndefined();
                }
            )
        );
        expect(run({ source: 'x', type: 'text', minLength: 3 }, 'ab')).toEqual({
            message: 'app.validation.minLength',
            args: { field: 'Label', value: 3 },
        });
    });
    it('numbers: at least, at most, integer, decimal places, positive', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: -50, max: 50 }),
                fc.integer({ min: -100, max: 100 }),
                (min, n) => {
                    const f: FieldDefinition = {
                        source: 'x',
                        type: 'integer',
                        min,
                        max: min + 10,
                    };
                    const r = run(f, n);
                    if (n < min)
                        expect(r).toEqual({
                            message: 'app.validation.numberMin',
                            args: { field: 'Label', value: min },
                        });
                    else if (n > min + 10)
                        expect(r?.message).toBe('app.validation.numberMax');
                    else expect(r).toBeUndefined();
                }
            )
        );
        expect(run({ source: 'x', type: 'integer' }, 1.5)?.message).toBe(
            'app.validation.integer'
        );
        expect(
            run({ source: 'x', type: 'decimal', decimals: 2 }, 1.234)
        ).toEqual({
            message: 'app.validation.decimals',
            args: { field: 'Label', value: 2 },
        });
        expect(
            run({ source: 'x', type: 'decimal', positive: true }, 0)?.message
        ).toBe('app.validation.positive');
    });
    it('list sizes', () => {
        fc.assert(
            fc.property(
                fc.array(fc.integer({ min: 1, max: 10 ** 6 }), {
                    maxLength: 10,
                }),
                list => {
                    const f: FieldDefinition = {
                        source: 'x',
                        type: 'references',
                        minItems: 2,
                        maxItems: 5,
                    };
                    const r = run(f, list);
                    if (list.length === 0) expect(r).toBeUndefined();
                    else if (list.length < 2)
                        expect(r).toEqual({
                            message: 'app.validation.minItems',
                            args: { field: 'Label', value: 2 },
                        });
                    else if (list.length > 5)
                        expect(r).toEqual({
                            message: 'app.validation.maxItems',
                            args: { field: 'Label', value: 5 },
                        });
                    else expect(r).toBeUndefined();
                }
            )
        );
    });
    it.each([
        ['email', 'not-an-email'],
        ['phone', '(11) 1234-567'],
        ['cnpj', '11.222.333/0001-82'],
        ['cep', '0131-100'],
        ['devEui', 'AA:BB'],
        ['gatewayEui', 'GG00000000000000'],
    ] as const)('%s format', (type, bad) => {
        expect(run({ source: 'x', type }, bad)).toEqual({
            message: `app.validation.${type}`,
            args: { field: 'Label' },
        });
    });
});

describe('an exact length (spec section 5: "must have 2# characters")', () => {
    const watershed = resources.find(r => r.name === 'watershed');
    const field = (source: string) => {
        const f = watershed?.fields.find(x => x.source === source);
        if (!f) throw new Error(`watershed has no ${source}`);
        return f;
    };

    it('refuses a code of another length with the length rule and its number', () => {
        expect(run(field('anaSubBasinCode'), '5')).toEqual({
            message: 'app.validation.length',
            args: { field: 'Label', value: 2, smart_count: 2 },
        });
        expect(run(field('anaBasinCode'), '12')).toEqual({
            message: 'app.validation.length',
            args: { field: 'Label', value: 1, smart_count: 1 },
        });
        expect(run(field('anaSubBasinCode'), '61')).toBeUndefined();
    });

    it.each([
        ['en-US', 2, 'Code must have exactly 2 characters'],
        ['en-US', 1, 'Code must have exactly 1 character'],
        ['pt-BR', 2, 'Código deve ter exatamente 2 caracteres'],
        ['pt-BR', 1, 'Código deve ter exatamente 1 caractere'],
    ] as const)('reads naturally in %s for %i', (locale, n, text) => {
        expect(
            testI18nProvider(locale).translate('app.validation.length', {
                field: locale === 'pt-BR' ? 'Código' : 'Code',
                value: n,
                smart_count: n,
            })
        ).toBe(text);
    });
});
