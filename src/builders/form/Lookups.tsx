import {
    useCallback,
    useEffect,
    useRef,
    useState,
    type ReactNode,
} from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isValidCnpj } from '@shared/domain/cnpj';
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';
import { isValidCep } from '@shared/domain/formats';
import { statusOf, type BuilderDataProvider } from './customMethods';
import { fieldLabelKey } from '../labelKeys';
import { planFill, type FillPlan } from './planFill';

/**
 * Calls `lookup` once per new complete value the user enters at `source`
 * (never for the value the form was loaded with) and puts the answer in
 * `fields` under `prefix`: empty fields and those still holding the last
 * answer follow it (a new CEP brings its own street, and an old street
 * the new answer lacks is emptied); fields typed by hand change only if
 * the user agrees in the dialog this returns. A 404 warns with
 * `notFoundKey` and empties what the last answer put there, since it
 * belonged to another value (fields typed by hand stay as typed).
 */
const useLookup = (
    resource: string,
    source: string,
    isComplete: (value: string) => boolean,
    lookup: (value: string) => Promise<{ data: object }>,
    fields: readonly FieldDefinition[],
    prefix: string,
    messages: { notFound: string; replace: string }
): ReactNode => {
    const notify = useNotify();
    const translate = useTranslate();
    const { getValues, setValue } = useFormContext();
    const value: unknown = useWatch({ name: source });
    const checked = useRef<unknown>(getValues(source));
    /** What the last answer put in each field. */
    const previous = useRef(new Map<string, string>());
    const [asking, setAsking] = useState<FillPlan | null>(null);

    const write = useCallback(
        (path: string, v: string) =>
            setValue(path, v, { shouldDirty: true, shouldValidate: true }),
        [setValue]
    );
    const remember = useCallback(
        (plan: FillPlan) => {
            previous.current = new Map(
                plan.answered.filter(([path, v]) => getValues(path) === v)
            );
        },
        [getValues]
    );

    useEffect(() => {
        if (typeof value !== 'string' || value === checked.current) return;
        if (!isComplete(value)) return;
        checked.current = value;
        // An answer for a value the user has since replaced is dropped.
        const stillCurrent = () => checked.current === value;
        lookup(value).then(
            ({ data }) => {
                if (!stillCurrent()) return;
                const plan = planFill(
                    fields,
                    data,
                    path => getValues(path),
                    previous.current,
                    prefix
                );
                for (const [path, v] of plan.writes) write(path, v);
                for (const path of plan.clears) write(path, '');
                remember(plan);
                setAsking(plan.conflicts.length ? plan : null);
            },
            error => {
                if (!stillCurrent() || statusOf(error) !== 404) return;
                notify(messages.notFound, { type: 'warning' });
                // An empty answer: what the last one filled is cleared.
                const plan = planFill(
                    fields,
                    {},
                    path => getValues(path),
                    previous.current,
                    prefix
                );
                for (const path of plan.clears) write(path, '');
                remember(plan);
                setAsking(null);
            }
        );
    }, [
        value,
        isComplete,
        lookup,
        fields,
        prefix,
        messages,
        notify,
        getValues,
        write,
        remember,
    ]);

    if (!asking) return null;
    const names = asking.conflicts
        .map(([path]) => translate(fieldLabelKey(resource, path)))
        .join(', ');
    return (
        <Confirm
            isOpen
            title="app.lookup.replaceTitle"
            content={messages.replace}
            translateOptions={{ fields: names }}
            confirm="app.lookup.replace"
            cancel="app.lookup.keep"
            onConfirm={() => {
                for (const [path, v] of asking.conflicts) write(path, v);
                remember(asking);
                setAsking(null);
            }}
            onClose={() => setAsking(null)}
        />
    );
};

const CNPJ_MESSAGES = {
    notFound: 'app.lookup.cnpjNotFound',
    replace: 'app.lookup.cnpjReplace',
};
const CEP_MESSAGES = {
    notFound: 'app.lookup.cepNotFound',
    replace: 'app.lookup.cepReplace',
};

export const CnpjLookup = ({
    definition,
}: {
    definition: ResourceDefinition;
}) => {
    const dataProvider = useDataProvider<BuilderDataProvider>();
    return useLookup(
        definition.name,
        'cnpj',
        isValidCnpj,
        dataProvider.lookupCnpj,
        definition.fields.filter(f => f.source !== 'cnpj'),
        '',
        CNPJ_MESSAGES
    );
};

export const CepLookup = ({
    resource,
    group,
}: {
    resource: string;
    group: FieldDefinition;
}) => {
    const dataProvider = useDataProvider<BuilderDataProvider>();
    const cep = group.fields?.find(f => f.type === 'cep');
    return useLookup(
        resource,
        `${group.source}.${cep?.source ?? 'cep'}`,
        isValidCep,
        dataProvider.lookupCep,
        (group.fields ?? []).filter(f => f !== cep),
        `${group.source}.`,
        CEP_MESSAGES
    );
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
                <CepLookup
                    key={group.source}
                    resource={definition.name}
                    group={group}
                />
            ))}
    </>
);
