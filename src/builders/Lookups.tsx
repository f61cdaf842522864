import { useEffect, useRef } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isValidCnpj } from '@/domain/cnpj';
import type { FieldDefinition, ResourceDefinition } from '@/domain/fields';
import { isValidCep } from '@/domain/formats';
import { statusOf, type BuilderDataProvider } from './customMethods';
import { fillEmpty } from './fillEmpty';

/**
 * Calls `lookup` once per new complete value the user enters at `source`
 * (never for the value the form was loaded with), filling the empty
 * fields of `fields` under `prefix` with the answer; a 404 warns with
 * `notFoundKey` and leaves the form as typed.
 */
const useLookup = (
    source: string,
    isComplete: (value: string) => boolean,
    lookup: (value: string) => Promise<{ data: object }>,
    fields: readonly FieldDefinition[],
    prefix: string,
    notFoundKey: string
) => {
    const notify = useNotify();
    const { getValues, setValue } = useFormContext();
    const value: unknown = useWatch({ name: source });
    const checked = useRef<unknown>(getValues(source));
    useEffect(() => {
        if (typeof value !== 'string' || value === checked.current) return;
        if (!isComplete(value)) return;
        checked.current = value;
        // An answer for a value the user has since replaced is dropped.
        const stillCurrent = () => checked.current === value;
        lookup(value).then(
            ({ data }) => {
                if (!stillCurrent()) return;
                fillEmpty(
                    fields,
                    data,
                    path => getValues(path),
                    (path, v) =>
                        setValue(path, v, {
                            shouldDirty: true,
                            shouldValidate: true,
                        }),
                    prefix
                );
            },
            error => {
                if (stillCurrent() && statusOf(error) === 404)
                    notify(notFoundKey, { type: 'warning' });
            }
        );
    }, [
        value,
        isComplete,
        lookup,
        fields,
        prefix,
        notFoundKey,
        notify,
        getValues,
        setValue,
    ]);
};

export const CnpjLookup = ({
    definition,
}: {
    definition: ResourceDefinition;
}) => {
    const dataProvider = useDataProvider<BuilderDataProvider>();
    useLookup(
        'cnpj',
        isValidCnpj,
        dataProvider.lookupCnpj,
        definition.fields.filter(f => f.source !== 'cnpj'),
        '',
        'app.lookup.cnpjNotFound'
    );
    return null;
};

export const CepLookup = ({ group }: { group: FieldDefinition }) => {
    const dataProvider = useDataProvider<BuilderDataProvider>();
    const cep = group.fields?.find(f => f.type === 'cep');
    useLookup(
        `${group.source}.${cep?.source ?? 'cep'}`,
        isValidCep,
        dataProvider.lookupCep,
        (group.fields ?? []).filter(f => f !== cep),
        `${group.source}.`,
        'app.lookup.cepNotFound'
    );
    return null;
};

/** Which look-ups a declaration gets: CNPJ at the top, CEP in each address group. */
export const Lookups = ({ definition }: { definition: ResourceDefinition }) => (
    <>
        {definition.fields.some(f => f.type === 'cnpj') && (
            <CnpjLookup definition={definition} />
        )}
        {definition.fields
            .filter(
                f =>
                    f.type === 'object' &&
                    f.fields?.some(child => child.type === 'cep')
            )
            .map(group => (
                <CepLookup key={group.source} group={group} />
            ))}
    </>
);
