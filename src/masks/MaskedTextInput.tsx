import { TextInput, type TextInputProps } from 'react-admin';
import { MaskAdapter } from './MaskAdapter';
import type { MaskDefinition } from './masks';

export type MaskedTextInputProps = TextInputProps & { mask: MaskDefinition };

/** A TextInput that shows `mask.format(value)` and stores `mask.parse(text)`. */
export const MaskedTextInput = ({
    mask,
    slotProps,
    ...props
}: MaskedTextInputProps) => (
    <TextInput
        {...props}
        format={(value: unknown) =>
            typeof value === 'string' ? mask.format(value) : ''
        }
        parse={(text: string) => mask.parse(text)}
        slotProps={{
            ...slotProps,
            input: {
                inputComponent: MaskAdapter as never,
                // MUI gives these to the masked input instead of `htmlInput`.
                inputProps: {
                    ...(slotProps?.htmlInput as object | undefined),
                    mask,
                },
            },
        }}
    />
);
