import { numberFormat } from '@shared/domain/numberFormat';
import type { FieldTypeModule, InputPick } from '../parts';

/** A number's parts, with its input. */
export const numberParts = (input: InputPick): FieldTypeModule => ({
    input,
    // At the field's declared decimals (a coordinate's 7), else up to 6.
    text: (value, field, { locale }) =>
        typeof value === 'number'
            ? numberFormat(locale, field.decimals ?? 6).format(value)
            : String(value),
    // A number in the file's conventions, at the field's declared places:
    // an automatic reading's value carried a binary float's tail
    // (`1,8880000000000001`).
    csv: (value, field, file) =>
        typeof value === 'number'
            ? { number: value, decimals: field.decimals }
            : file.text(),
});
