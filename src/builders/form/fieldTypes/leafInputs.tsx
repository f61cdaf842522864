/** The inputs of the field types that hold one value typed or picked. */
import {
    BooleanInput,
    SelectArrayInput,
    SelectInput,
    TextInput,
    useLocale,
} from 'react-admin';
import { numberEntryText } from '@shared/domain/numberEntry';
import { MASKS, type MaskName } from '@/masks/masks';
import { MaskedTextInput } from '@/masks/MaskedTextInput';
import { DateTextInput, DateTimeTextInput } from '../DateInputs';
import { NumberTextInput } from '../NumberInputs';
import { optionChoices } from '../optionChoices';
import { commonProps, textProps, type TypeInputProps } from './inputProps';

export const TextFieldInput = (props: TypeInputProps) => (
    <TextInput {...textProps(props)} />
);

export const LongTextInput = (props: TypeInputProps) => (
    <TextInput {...textProps(props)} multiline minRows={2} />
);

export const EmailInput = (props: TypeInputProps) => (
    <TextInput {...textProps(props)} type="email" />
);

/** A masked box (phone, CNPJ, CEP, EUIs): shows the mask, stores unmasked. */
export const maskedInput = (mask: MaskName) => {
    const Masked = (props: TypeInputProps) => (
        <MaskedTextInput {...textProps(props)} mask={MASKS[mask]} />
    );
    Masked.displayName = `MaskedInput(${mask})`;
    return Masked;
};

/**
 * A number box read in the user's language (NumberInputs.tsx): "412,5"
 * and "1.234,5" in pt-BR, "412.5" and "1,234.5" in en-US, whatever the
 * browser's language. Read-only, it shows the number as the language
 * writes it ("1.344,77"), rounded to the field's places: its declared
 * ones, else `shown` (spec section 5: none for an integer, 6 for a
 * decimal, 7 for a coordinate).
 */
const numberInput = (shown: number) => {
    const NumberInput = (props: TypeInputProps) => (
        <NumberTextInput
            {...textProps(props)}
            decimals={props.field.decimals ?? shown}
        />
    );
    NumberInput.displayName = `NumberInput(${shown})`;
    return NumberInput;
};

export const IntegerInput = numberInput(0);

export const DecimalInput = numberInput(6);

/** Spec section 5: coordinate placeholders show 7 decimals, in the user's language. */
export const coordinateInput = (placeholder: number) => {
    const Coordinate = (props: TypeInputProps) => {
        const text = textProps(props);
        return (
            <NumberTextInput
                {...text}
                decimals={props.field.decimals ?? 7}
                placeholder={numberEntryText(placeholder, useLocale(), {
                    decimals: 7,
                    minimumDecimals: 7,
                })}
                slotProps={{ ...text.slotProps, inputLabel: { shrink: true } }}
            />
        );
    };
    Coordinate.displayName = 'CoordinateInput';
    return Coordinate;
};

export const YesNoInput = (props: TypeInputProps) => (
    <BooleanInput {...commonProps(props)} />
);

export const DateInput = (props: TypeInputProps) => (
    <DateTextInput {...textProps(props)} />
);

export const DateTimeInput = (props: TypeInputProps) => (
    <DateTimeTextInput {...textProps(props)} />
);

export const OptionInput = (props: TypeInputProps) => (
    <SelectInput
        {...commonProps(props)}
        choices={optionChoices(props.resource, props.labelPath, props.field)}
    />
);

export const OptionsInput = (props: TypeInputProps) => (
    <SelectArrayInput
        {...commonProps(props)}
        choices={optionChoices(props.resource, props.labelPath, props.field)}
    />
);
