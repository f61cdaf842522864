import type { Validator } from 'react-admin';
import { failedPasswordRules } from '@shared/domain/formats';

/** Spec section 5: 8 characters, a number, a special character, upper and lower case. */
export const validatePassword: Validator = (value: unknown) => {
    if (typeof value !== 'string' || value === '')
        return 'app.validation.passwordRequired';
    const [failed] = failedPasswordRules(value);
    return failed ? `app.validation.password.${failed}` : undefined;
};

/** The confirmation must repeat the password held under `passwordSource`. */
export const validatePasswordConfirmation =
    (passwordSource = 'password'): Validator =>
    (value: unknown, values: Record<string, unknown>) =>
        value === values[passwordSource]
            ? undefined
            : 'app.validation.password.match';
