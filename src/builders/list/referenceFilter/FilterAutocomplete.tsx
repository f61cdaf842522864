import { useEffect, useRef } from 'react';
import { AutocompleteInput, type RaRecord } from 'react-admin';
import { useRecordText } from '../../useFieldText';
import { filterWidth } from './filterWidth';

export interface FilterAutocompleteProps {
    label: string;
    /** The referenced resource: its records are named as everywhere (useRecordText). */
    reference: string;
    /** Set when the user reached the filter before this chunk had loaded. */
    takeFocus?: boolean;
}

/**
 * The reference filter itself: react-admin's AutocompleteInput (search as
 * you type over the referenced records). Its own chunk: see
 * DeferredAutocomplete.
 */
export const FilterAutocomplete = ({
    label,
    reference,
    takeFocus = false,
}: FilterAutocompleteProps) => {
    const recordText = useRecordText(reference);
    const inputRef = useRef<HTMLInputElement>(null);
    // After mount, not with autoFocus: react-admin's handlers must exist
    // before the focus event that opens the suggestions.
    useEffect(() => {
        if (takeFocus) inputRef.current?.focus();
    }, [takeFocus]);
    return (
        <AutocompleteInput
            label={label}
            optionText={(record: RaRecord) => recordText(record)}
            helperText={false}
            sx={filterWidth}
            TextFieldProps={{ inputRef }}
        />
    );
};
