/** The inputs of the field types that hold one value typed or picked. */
import {
    BooleanInput,
    NumberInput,
    SelectArrayInput,
    SelectInput,
    TextInput,
    useLocale,
} from 'react-admin';
import { numberFormat } from '@shared/domain/numberFormat';
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

/**
 * A number that cannot be changed (a details page before "Enable edit",
 * a view-only profile) reads as the user's language writes it ("1.344,77"
 * in pt-BR): a number box always writes "1344.77". The value in the form
 * stays the number; enabling edit brings the number box back.
 */
const ReadOnlyNumberInput = ({
    placeholder,
    ...props
}: TypeInputProps & { placeholder?: string }) => {
    const numbers = numberFormat(
        useLocale(),
        props.field.decimals ??
            (props.field.type === 'integer'
                ? 0
                : props.field.type === 'decimal'
                  ? 6
                  : 7)
    );
    return (
        <TextInput
            {...textProps(props)}
            {...(placeholder
                ? {
                      placeholder,
                      slotProps: {
                          ...textProps(props).slotProps,
                          inputLabel: { shrink: true },
                      },
                  }
                : {})}
            format={(v: unknown) =>
                typeof v === 'number'
                    ? numbers.format(v)
                    : v === null || v === undefined
                      ? ''
                      : String(v)
            }
        />
    );
};

export const IntegerInput = (props: TypeInputProps) =>
    props.readOnly ? (
        <ReadOnlyNumberInput {...props} />
    ) : (
        <NumberInput {...textProps(props)} step={1} />
    );

export const DecimalInput = (props: TypeInputProps) =>
    props.readOnly ? (
        <ReadOnlyNumberInput {...props} />
    ) : (
        <NumberInput {...textProps(props)} />
    );

/** Spec section 5: coordinate placeholders show 7 decimals. */
export const coordinateInput = (placeholder: string) => {
    const Coordinate = (props: TypeInputProps) => {
        if (props.readOnly)
            return <ReadOnlyNumberInput {...props} placeholder={placeholder} />;
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
