import type { Validator } from 'react-admin';
import type { ValidationMessage } from '@/validation/validators';

/** `alertConfig.<index>.sensorType`, the full source react-admin passes. */
const SOURCE = /^alertConfig\.(\d+)\.sensorType$/;

/**
 * Refuses a sensor type already configured by an earlier entry: the
 * later one is marked, as the server marks it (code 07, rules.ts).
 */
export const notRepeatedSensorType =
    (label: string): Validator =>
    (value, values, props): ValidationMessage | undefined => {
        // Inside the iterator `source` is relative; `finalSource` is the path.
        const given = props as
            { source?: string; finalSource?: string } | undefined;
        const source = given?.finalSource ?? given?.source;
        const index = Number(SOURCE.exec(source ?? '')?.[1] ?? NaN);
        if (!value || Number.isNaN(index)) return undefined;
        const list = (values as { alertConfig?: unknown }).alertConfig;
        const earlier = Array.isArray(list) ? list.slice(0, index) : [];
        const taken = earlier.some(
            (c: unknown) =>
                (c as { sensorType?: unknown } | null)?.sensorType === value
        );
        return taken
            ? {
                  message: 'app.validation.duplicateValue',
                  args: { field: label },
              }
            : undefined;
    };
