import { PasswordInput, type Validator } from 'react-admin';
import {
    validatePassword,
    validatePasswordConfirmation,
} from '@/validation/password';
import { markRequired } from '@/validation/validators';
import { PasswordRules } from './PasswordRules';

// Both refuse an empty value, so both carry the "*" of a required input.
const validateNew = markRequired((...args: Parameters<Validator>) =>
    validatePassword(...args)
);
const validateConfirmation = markRequired(
    validatePasswordConfirmation('password')
);

/**
 * A new password typed twice (`password`, `confirmation`), checked by the
 * spec's rules, with the rules listed as they are met.
 */
export const NewPasswordInputs = ({
    label = 'app.passwordPanel.password',
}: {
    label?: string;
}) => (
    <>
        <PasswordInput
            source="password"
            label={label}
            validate={validateNew}
            autoComplete="new-password"
        />
        <PasswordInput
            source="confirmation"
            label="app.passwordPanel.confirmation"
            validate={validateConfirmation}
            autoComplete="new-password"
        />
        <PasswordRules source="password" confirmationSource="confirmation" />
    </>
);
