import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { retryImport } from '@/providers/retryImport';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type ComponentType, useState, useSyncExternalStore } from 'react';
import {
    useChoicesContext,
    useInput,
    useNotify,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { useRecordText } from '../../useFieldText';
import type { FilterAutocompleteProps } from './FilterAutocomplete';
import { filterWidth } from './filterWidth';

type Loaded = ComponentType<FilterAutocompleteProps>;

let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;
const onLoaded = new Set<() => void>();

/** Loads the autocomplete once per page load; a failed load may be retried. */
export const loadFilterAutocomplete = (): Promise<Loaded> => {
    loading ??= retryImport(() => import('./FilterAutocomplete'))().then(
        m => {
            loaded = m.FilterAutocomplete;
            for (const notify of onLoaded) notify();
            return loaded;
        },
        (error: unknown) => {
            loading = undefined;
            throw error;
        }
    );
    return loading;
};

/**
 * Whether the autocomplete is here: until then a reference filter shows
 * only its selected record and asks for no choices, so that opening a list
 * requests its rows and nothing else (filter choices never
 * delay the rows).
 */
export const useFilterAutocompleteLoaded = (): boolean =>
    useSyncExternalStore(
        notify => {
            onLoaded.add(notify);
            return () => onLoaded.delete(notify);
        },
        () => loaded !== undefined
    );

/**
 * A reference filter that downloads the autocomplete (MUI Autocomplete,
 * Popper and react-admin's suggestion logic, ~12 kB gzip) when the user
 * first reaches for a filter, not with every list: until then it is a
 * read-only field with the same label, look and selected value. Focus, a
 * click or a tap loads it and hands focus over, with its suggestions open;
 * pointing at it starts the download early. Once loaded, every reference
 * filter renders the autocomplete directly (docs/performance.md, "Chunks").
 */
export const DeferredAutocomplete = (props: FilterAutocompleteProps) => {
    const notify = useNotify();
    const [ready, setReady] = useState(() =>
        loaded ? { Autocomplete: loaded, takeFocus: false } : undefined
    );
    if (ready) {
        return <ready.Autocomplete {...props} takeFocus={ready.takeFocus} />;
    }
    const activate = () => {
        loadFilterAutocomplete().then(
            Autocomplete => setReady({ Autocomplete, takeFocus: true }),
            // Offline, or a new release replaced the chunk: say so; the
            // next focus tries again.
            () => notify('ra.notification.http_error', { type: 'error' })
        );
    };
    return <Placeholder {...props} onActivate={activate} />;
};

const Placeholder = ({
    label,
    reference,
    onActivate,
}: FilterAutocompleteProps & { onActivate: () => void }) => {
    const recordText = useRecordText(reference);
    const translate = useTranslate();
    const { selectedChoices, source } = useChoicesContext();
    // Registers the field like any input: react-admin's filter form only
    // keeps the values of registered fields, and the selected record is
    // fetched from that value.
    useInput({ source: source ?? '' });
    const selected = selectedChoices?.[0] as RaRecord | undefined;
    const value = selected ? recordText(selected) : '';
    return (
        <TextField
            label={translate(label, { _: label })}
            value={value}
            helperText={false}
            onFocus={onActivate}
            onPointerEnter={() => {
                loadFilterAutocomplete().catch(() => undefined);
            }}
            sx={filterWidth}
            slotProps={{
                htmlInput: { readOnly: true, 'aria-haspopup': 'listbox' },
                input: {
                    endAdornment: (
                        <InputAdornment position="end">
                            <ArrowDropDown aria-hidden />
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};
