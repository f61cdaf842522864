import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';
import type { MaskDefinition } from './masks';

interface MaskAdapterProps {
    name: string;
    mask: MaskDefinition;
    onChange: (event: { target: { name: string; value: string } }) => void;
}

/**
 * Puts react-imask inside MUI's InputBase (as `inputComponent`): imask
 * lays out what is typed or pasted, MUI receives a change event carrying
 * the masked text, and the react-admin input's `parse` stores it unmasked.
 */
export const MaskAdapter = forwardRef<HTMLInputElement, MaskAdapterProps>(
    ({ onChange, mask, name, ...other }, ref) => (
        <IMaskInput
            {...other}
            {...(mask.imask as object)}
            name={name}
            inputRef={ref}
            // Only user input reaches the form: imask also "accepts" when the
            // value prop changes, which happens during React's render.
            onAccept={(value: string, _mask: unknown, event?: unknown) => {
                if (event) onChange({ target: { name, value } });
            }}
        />
    )
);
MaskAdapter.displayName = 'MaskAdapter';
