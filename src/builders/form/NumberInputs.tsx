/**
 * The number boxes: text boxes read in the user's language instead of the
 * browser's `<input type="number">`, which follows the browser's language
 * (Chromium in English read "412,5" as 4125). What is typed stays as
 * typed; under the box, what it was read as (`Lido como 1234,5`), so a
 * separator taken for thousands shows before saving; an ambiguous text
 * (`412.5` in pt-BR) is refused at the field with a sentence, never
 * guessed (shared/domain/numberEntry.ts, docs/numbers.md).
 *
 * `NumberTextInput` is the react-admin input (forms); `NumberTextField`
 * the same box for a value held outside a form's input (an inspection
 * answer, a profile's bottom-menu order).
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import {
    TextInput,
    useLocale,
    useTranslate,
    useTranslateLabel,
    useWrappedSource,
    type TextInputProps,
    type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
    isUnreadNumber,
    storedOf,
    textOf,
    understoodText,
    unreadMessage,
    type NumberStore,
    type StoredNumber,
} from './numberText';

export type NumberTextInputProps = Omit<
    TextInputProps,
    'format' | 'parse' | 'type'
> & {
    /** A number (record fields, the default) or its plain decimal text. */
    store?: NumberStore;
    /** Places a stored value is shown with (rounded to them). */
    decimals?: number;
};

const asList = (validate: TextInputProps['validate']): Validator[] =>
    Array.isArray(validate) ? validate : validate ? [validate] : [];

export const NumberTextInput = ({
    store = 'number',
    decimals,
    validate,
    helperText,
    slotProps,
    ...props
}: NumberTextInputProps) => {
    const locale = useLocale();
    const translate = useTranslate();
    const translateLabel = useTranslateLabel();
    // State, not a ref: a text reading as the same value ("412," after
    // "412") changes nothing in the form, yet must be drawn.
    const [typed, setTyped] = useState<string>();
    const value: unknown = useWatch({ name: useWrappedSource(props.source) });
    const name = translateLabel({
        label: props.label,
        source: props.source,
        resource: props.resource,
    });
    const field = typeof name === 'string' ? name : props.source;
    const validators = useMemo(() => {
        const unread: Validator = v =>
            isUnreadNumber(v) ? unreadMessage(v, field) : undefined;
        return [unread, ...asList(validate)];
    }, [validate, field]);
    const understood = props.readOnly
        ? undefined
        : understoodText(value, typed, locale, store);
    return (
        <TextInput
            {...props}
            validate={validators}
            format={(v: unknown) =>
                props.readOnly
                    ? textOf(v, undefined, locale, store, decimals)
                    : textOf(v, typed, locale, store, decimals)
            }
            parse={(text: string) => {
                setTyped(text);
                const stored = storedOf(text, locale, store);
                // react-admin stores an empty box as null.
                return stored === '' ? null : stored;
            }}
            helperText={
                understood !== undefined
                    ? translate('app.numberInput.understood', {
                          number: understood,
                      })
                    : helperText
            }
            slotProps={{
                ...slotProps,
                htmlInput: {
                    ...(slotProps?.htmlInput as object | undefined),
                    inputMode: 'decimal',
                    autoComplete: 'off',
                },
            }}
        />
    );
};

export type NumberTextFieldProps = Omit<
    TextFieldProps,
    'value' | 'onChange' | 'type'
> & {
    value: unknown;
    onChange: (value: StoredNumber) => void;
    store?: NumberStore;
    decimals?: number;
    readOnly?: boolean;
};

/** The same box for a value held by its caller; `error` and `helperText` are the caller's. */
export const NumberTextField = ({
    value,
    onChange,
    store = 'number',
    decimals,
    readOnly,
    helperText,
    slotProps,
    ...props
}: NumberTextFieldProps) => {
    const locale = useLocale();
    const translate = useTranslate();
    const [typed, setTyped] = useState<string>();
    const understood =
        readOnly || props.error
            ? undefined
            : understoodText(value, typed, locale, store);
    return (
        <TextField
            {...props}
            value={textOf(
                value,
                readOnly ? undefined : typed,
                locale,
                store,
                decimals
            )}
            onChange={e => {
                setTyped(e.target.value);
                onChange(storedOf(e.target.value, locale, store));
            }}
            helperText={
                props.error || understood === undefined
                    ? helperText
                    : translate('app.numberInput.understood', {
                          number: understood,
                      })
            }
            slotProps={{
                ...slotProps,
                htmlInput: {
                    ...(slotProps?.htmlInput as object | undefined),
                    readOnly,
                    inputMode: 'decimal',
                    autoComplete: 'off',
                },
            }}
        />
    );
};
