import { plantField } from './plantFields';

type SetValue = (
    name: string,
    value: number,
    options: { shouldDirty: boolean; shouldValidate: boolean }
) => void;

/** The decimals the declaration keeps (7: the spec's placeholders). */
const decimalsOf = (source: string) => plantField(source).decimals ?? 7;

/** `value` rounded to `decimals` places, as a number. */
export const roundTo = (value: number, decimals: number): number =>
    Number(value.toFixed(decimals));

/**
 * Puts a point picked on the map into the form: both coordinates rounded
 * to the declaration's decimals (so the value passes its own `decimals`
 * rule), marked dirty and validated as if typed. Answers what it wrote.
 */
export function setLocationFromMap(
    setValue: SetValue,
    point: { lat: number; lng: number }
): { latitude: number; longitude: number } {
    const latitude = roundTo(point.lat, decimalsOf('latitude'));
    const longitude = roundTo(point.lng, decimalsOf('longitude'));
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('latitude', latitude, options);
    setValue('longitude', longitude, options);
    return { latitude, longitude };
}
