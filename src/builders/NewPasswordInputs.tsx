import { PasswordInput } from 'react-admin';
import {
    validatePassword,
    validatePasswordConfirmation,
} from '@/validation/password';
import { PasswordRules } from './PasswordRules';

const validateConfirmation = validatePasswordConfirmation('password');

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
            validate={validatePassword}
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
