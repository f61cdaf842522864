import { MASKS, type MaskName } from '@/masks/masks';
import type { FieldTypeModule } from '../parts';

/** A type typed in a mask (phone, CNPJ, CEP, EUIs): shown with it, stored without. */
export const masked = (mask: MaskName): FieldTypeModule => ({
    input: inputs => inputs.maskedInput(mask),
    text: value => (typeof value === 'string' ? MASKS[mask].format(value) : ''),
});
