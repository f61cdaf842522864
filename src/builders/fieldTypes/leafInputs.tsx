/** The inputs of the field types that hold one value typed or picked. */
import {
    BooleanInput,
    NumberInput,
    SelectArrayInput,
    SelectInput,
    TextInput,
} from 'react-admin';
import { MASKS, type MaskName } from '@/masks/masks';
import { MaskedTextInput } from '@/masks/MaskedTextInput';
import { DateTextInput, DateTimeTextInput } from '../DateInputs';
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

export const IntegerInput = (props: TypeInputProps) => (
    <NumberInput {...textProps(props)} step={1} />
);

export const DecimalInput = (props: TypeInputProps) => (
    <NumberInput {...textProps(props)} />
);

/** Spec section 5: coordinate placeholders show 7 decimals. */
export const coordinateInput = (placeholder: string) => {
    const Coordinate = (props: TypeInputProps) => {
        const text = textProps(props);
        return (
            <NumberInput
                {...text}
                placeholder={placeholder}
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
