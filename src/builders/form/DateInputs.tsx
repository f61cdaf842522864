/**
 * Date and date-time inputs in the user's language (`20/11/2026 10:30` in
 * pt-BR, `11/20/2026 10:30` in en-US) instead of the browser's native
 * pickers, which follow the browser's language and zone. A date-time is
 * typed on the company's clock (settings) and stored as the instant it
 * names; the helper text names the zone. Until the text is a real date it
 * stays as typed, so validation says what is wrong and nothing is lost.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate, type TextInputProps } from 'react-admin';
import {
    displayDate,
    displayDateTime,
    storeDate,
    storeDateTime,
    type DateOrder,
} from '@shared/domain/dateTime';
import { MaskAdapter } from '@/masks/MaskAdapter';
import { MaskedTextInput } from '@/masks/MaskedTextInput';
import type { MaskDefinition } from '@/masks/masks';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

const dateMask = (order: DateOrder) =>
    order === 'ymd' ? '0000/00/00' : '00/00/0000';

const useDateTimeMask = () => {
    const dates = useDateTimeFormat();
    const { order, timeZone } = dates;
    const mask = useMemo<MaskDefinition>(
        () => ({
            format: v => displayDateTime(order, timeZone, v),
            parse: text => storeDateTime(order, timeZone, text),
            imask: { mask: `${dateMask(order)} 00:00` },
        }),
        [order, timeZone]
    );
    return { dates, mask };
};

/** For a box outside a form: an instant as the box shows it, and a typed text as an instant (NaN until complete). */
export const useDateTimeText = () => {
    const { mask } = useDateTimeMask();
    return {
        show: (t: number) => mask.format(new Date(t).toISOString()),
        read: (text: string) => {
            const stored = mask.parse(text);
            return stored === text ? NaN : Date.parse(stored);
        },
    };
};

/** The date-time box outside a form (the chart's custom range), on the same clock. */
export const DateTimeTextField = ({
    value,
    onChange,
    ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
    value: string;
    onChange: (text: string) => void;
}) => {
    const translate = useTranslate();
    const { mask } = useDateTimeMask();
    return (
        <TextField
            {...props}
            value={value}
            onChange={e => onChange(e.target.value)}
            placeholder={translate('app.dateInput.dateTime')}
            slotProps={{
                inputLabel: { shrink: true },
                input: {
                    inputComponent: MaskAdapter as never,
                    inputProps: { mask },
                },
            }}
        />
    );
};

export const DateTimeTextInput = (props: TextInputProps) => {
    const translate = useTranslate();
    const { dates, mask } = useDateTimeMask();
    const [now] = useState(() => Date.now());
    return (
        <MaskedTextInput
            helperText={translate('app.dateInput.inZone', {
                zone: dates.zoneName(now, 'long'),
                offset: dates.zoneName(now),
            })}
            {...props}
            mask={mask}
            placeholder={translate('app.dateInput.dateTime')}
            slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }}
        />
    );
};

/** A day typed and shown in the user's order, stored as `2026-11-20`. */
const useDateMask = (): MaskDefinition => {
    const { order } = useDateTimeFormat();
    return useMemo<MaskDefinition>(
        () => ({
            format: v => displayDate(order, v),
            parse: text => storeDate(order, text),
            imask: { mask: dateMask(order) },
        }),
        [order]
    );
};

export const DateTextInput = (props: TextInputProps) => {
    const translate = useTranslate();
    const mask = useDateMask();
    return (
        <MaskedTextInput
            {...props}
            mask={mask}
            placeholder={translate('app.dateInput.date')}
            slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }}
        />
    );
};

/**
 * A date box outside a form's inputs (an inspection answer), in the user's
 * order: `value` is the stored day (`2026-11-20`) or the text while it is
 * not yet one, as `onChange` gives it.
 */
export const DateTextField = ({
    value,
    onChange,
    readOnly,
    slotProps,
    ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
    value: string;
    onChange: (stored: string) => void;
    readOnly?: boolean;
}) => {
    const translate = useTranslate();
    const mask = useDateMask();
    return (
        <TextField
            {...props}
            value={mask.format(value)}
            onChange={e => onChange(mask.parse(e.target.value))}
            placeholder={translate('app.dateInput.date')}
            slotProps={{
                ...slotProps,
                inputLabel: { shrink: true },
                input: {
                    inputComponent: MaskAdapter as never,
                    inputProps: {
                        ...(slotProps?.htmlInput as object | undefined),
                        readOnly,
                        mask,
                    },
                },
            }}
        />
    );
};
