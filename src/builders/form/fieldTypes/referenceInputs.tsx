/** The inputs of the field types that point at other records. */
import {
    AutocompleteArrayInput,
    AutocompleteInput,
    ReferenceArrayInput,
    ReferenceInput,
    type RaRecord,
} from 'react-admin';
import { useNamedChoices, useRecordText } from '../../useFieldText';
import { commonProps, type TypeInputProps } from './inputProps';

/**
 * Options named as everywhere else (dates formatted, codes translated);
 * records named by a translated code are all loaded and matched by the
 * shown name, the others are searched by the server.
 */
const useReferenceChoices = (reference: string) => {
    const recordText = useRecordText(reference);
    const named = useNamedChoices(reference);
    return {
        optionText: (record: RaRecord) => recordText(record),
        local: named.named
            ? { choices: named.choices, isPending: named.isPending }
            : undefined,
    };
};

export const OneReferenceInput = (props: TypeInputProps) => {
    const reference = props.field.reference ?? '';
    const { optionText, local } = useReferenceChoices(reference);
    const input = (
        <AutocompleteInput
            {...commonProps(props)}
            optionText={optionText}
            {...local}
        />
    );
    return local ? (
        input
    ) : (
        <ReferenceInput source={props.source} reference={reference}>
            {input}
        </ReferenceInput>
    );
};

export const ManyReferencesInput = (props: TypeInputProps) => {
    const reference = props.field.reference ?? '';
    const { optionText, local } = useReferenceChoices(reference);
    const input = (
        <AutocompleteArrayInput
            // MUI gives every chip a remove icon, even read-only.
            slotProps={props.readOnly ? { chip: { onDelete: undefined } } : {}}
            source={props.source}
            label={props.label}
            validate={props.validate}
            readOnly={props.readOnly}
            optionText={optionText}
            {...local}
        />
    );
    return local ? (
        input
    ) : (
        <ReferenceArrayInput source={props.source} reference={reference}>
            {input}
        </ReferenceArrayInput>
    );
};
