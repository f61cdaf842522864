import {
    Offline,
    ReferenceInputBase,
    SelectInput,
    type RaRecord,
    type SelectInputProps,
} from 'react-admin';
import {
    isNamedByTranslation,
    useNamedChoices,
    useRecordText,
} from '../../useFieldText';
import type { Filters } from '../../fieldTypes/parts';
import {
    DeferredAutocomplete,
    useFilterAutocompleteLoaded,
} from './DeferredAutocomplete';

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

/** One record of `reference` (a `references` field: records holding its id). */
export const referenceFilters: Filters = (_resource, field, common) => [
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
