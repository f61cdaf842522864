import { lazy, Suspense, type ReactElement } from 'react';
import { retryImport } from '@/providers/retryImport';
import {
    BooleanInput,
    Offline,
    ReferenceInputBase,
    SearchInput,
    SelectInput,
    useListContext,
    type RaRecord,
    type SelectInputProps,
    type TextInputProps,
} from 'react-admin';
import type {
    FieldDefinition,
    FieldType,
    ResourceDefinition,
} from '@shared/domain/fields';
import { fieldLabelKey } from '../labelKeys';
import { optionChoices } from '../form/optionChoices';
import {
    DeferredAutocomplete,
    useFilterAutocompleteLoaded,
} from './referenceFilter/DeferredAutocomplete';
import {
    isNamedByTranslation,
    useNamedChoices,
    useRecordText,
} from '../useFieldText';

// The date boxes bring the mask library (~15 kB): only lists with a date
// filter load them, when the filter bar first shows.
const DateTextInput = lazy(
    retryImport(() =>
        import('../form/DateInputs').then(m => ({ default: m.DateTextInput }))
    )
);
const DateTimeTextInput = lazy(
    retryImport(() =>
        import('../form/DateInputs').then(m => ({
            default: m.DateTimeTextInput,
        }))
    )
);
const DateFilter = ({
    type,
    ...props
}: TextInputProps & { type: 'date' | 'datetime' }) => {
    const Input = type === 'date' ? DateTextInput : DateTimeTextInput;
    // react-admin copies the URL's filters into the inputs the filter form
    // holds when it first reads them; this box arrives later (its own
    // chunk), so it starts from the URL's value itself.
    const { filterValues } = useListContext();
    const initial: unknown = filterValues?.[props.source];
    return (
        <Suspense fallback={null}>
            <Input
                {...props}
                defaultValue={typeof initial === 'string' ? initial : undefined}
            />
        </Suspense>
    );
};

const NamedChoicesFilter = ({
    reference,
    ...props
}: SelectInputProps & { reference: string }) => {
    const { choices, isPending } = useNamedChoices(reference);
    const recordText = useRecordText(reference);
    return (
        <SelectInput
            {...props}
            choices={choices}
            isPending={isPending}
            optionText={(record: RaRecord) => recordText(record)}
        />
    );
};

/**
 * A reference filter: its selected record always, its choices only once
 * the autocomplete that offers them is loaded (first use of any filter).
 * The base, not <ReferenceInput>: that one imports the autocomplete
 * statically as its default child.
 */
const ReferenceFilter = ({
    label,
    ...props
}: {
    source: string;
    label: string;
    reference: string;
    alwaysOn?: boolean;
}) => {
    const ready = useFilterAutocompleteLoaded();
    return (
        <ReferenceInputBase
            {...props}
            enableGetChoices={() => ready}
            offline={<Offline variant="inline" />}
        >
            <DeferredAutocomplete label={label} reference={props.reference} />
        </ReferenceInputBase>
    );
};

interface FilterProps {
    source: string;
    label: string;
    alwaysOn: true;
}

/** The filter inputs of a declared field with `filter: true`, per type. */
type Filters = (
    resource: string,
    field: FieldDefinition,
    common: FilterProps
) => ReactElement[];

const none: Filters = () => [];

const options: Filters = (resource, field, common) => [
    <SelectInput
        key={field.source}
        {...common}
        choices={optionChoices(resource, field.source, field)}
    />,
];

// A date filter is a range: from (inclusive) and until (inclusive).
// A half-typed bound stays in the box and is not sent (dataProvider).
const dateRange =
    (type: 'date' | 'datetime'): Filters =>
    (_resource, field) =>
        (['gte', 'lte'] as const).map(bound => (
            <DateFilter
                key={`${field.source}_${bound}`}
                type={type}
                source={`${field.source}_${bound}`}
                label={`app.filters.${bound}`}
                alwaysOn
                helperText={false}
            />
        ));

// A `references` filter matches records holding that one id.
const reference: Filters = (_resource, field, common) => [
    // Records named by a translated code (modules, pages) are few, and the
    // server cannot search their names: a menu of them.
    isNamedByTranslation(field.reference ?? '') ? (
        <NamedChoicesFilter
            key={field.source}
            {...common}
            reference={field.reference ?? ''}
        />
    ) : (
        <ReferenceFilter
            key={field.source}
            {...common}
            reference={field.reference ?? ''}
        />
    ),
];

/**
 * Types without a filter here are found by the text search; declaring
 * `filter: true` on one of them draws nothing.
 */
export const FILTERS = {
    text: none,
    longText: none,
    email: none,
    phone: none,
    cnpj: none,
    cep: none,
    devEui: none,
    gatewayEui: none,
    integer: none,
    decimal: none,
    latitude: none,
    longitude: none,
    boolean: (_resource, field, common) => [
        <BooleanInput key={field.source} {...common} />,
    ],
    date: dateRange('date'),
    datetime: dateRange('datetime'),
    select: options,
    multiSelect: options,
    reference,
    references: reference,
    object: none,
    list: none,
} satisfies Record<FieldType, Filters>;

const filterInputs = (resource: string, field: FieldDefinition) =>
    FILTERS[field.type](resource, field, {
        source: field.source,
        label: fieldLabelKey(resource, field.source),
        alwaysOn: true,
    });

/** The text search (`q`, sent as `search`), then the declared filters. */
export const filtersFor = (
    definition: ResourceDefinition,
    open: boolean
): ReactElement[] => [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(open
        ? definition.fields
              .filter(f => f.filter)
              .flatMap(f => filterInputs(definition.name, f))
        : []),
];
