import {
    PasswordInput,
    required,
    SaveButton,
    SimpleForm,
    Toolbar,
    useDataProvider,
    useNotify,
    useTranslate,
} from 'react-admin';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
    changePasswordAtIdentityProvider,
    passwordChangeAt,
} from '@/providers/auth/keycloak';
import type { BuilderDataProvider } from '../form/customMethods';
import { NewPasswordInputs } from './NewPasswordInputs';

interface PasswordValues {
    currentPassword?: string;
    password?: string;
    confirmation?: string;
}

const validateCurrent = required('app.passwordPanel.currentRequired');

/** The field errors of a refused change (HttpError `body.errors`), if any. */
const fieldErrorsOf = (error: unknown): Record<string, string> | undefined => {
    const body = (error as { body?: { errors?: unknown } } | null)?.body;
    const errors = body?.errors;
    return typeof errors === 'object' && errors !== null
        ? (errors as Record<string, string>)
        : undefined;
};

const statusOf = (error: unknown): number | undefined =>
    (error as { status?: number } | null)?.status;

/**
 * The current password and the new one twice, checked by the spec's rules,
 * sent to `updatePassword`; a wrong current password is said under its
 * input. When an external Keycloak keeps the passwords, a button to its own
 * password change instead.
 */
export const PasswordChangePanel = () => {
    const dataProvider = useDataProvider<BuilderDataProvider>();
    const notify = useNotify();
    const translate = useTranslate();
    // A new key empties the form after a successful change.
    const [formKey, setFormKey] = useState(0);
    const atIdentityProvider = passwordChangeAt() === 'identityProvider';
    const submit = async (values: PasswordValues) => {
        try {
            await dataProvider.updatePassword({
                currentPassword: values.currentPassword ?? '',
                password: values.password ?? '',
            });
            notify('app.passwordPanel.updated', { type: 'success' });
            setFormKey(k => k + 1);
        } catch (error) {
            const errors = fieldErrorsOf(error);
            if (errors?.currentPassword) {
                return {
                    currentPassword: 'app.passwordPanel.wrongCurrent',
                };
            }
            notify(
                statusOf(error) === 429
                    ? 'app.passwordPanel.tooManyAttempts'
                    : 'app.passwordPanel.error',
                { type: 'error' }
            );
            return errors;
        }
    };
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="h6" component="h2">
                    {translate('app.passwordPanel.title')}
                </Typography>
                {atIdentityProvider ? (
                    <>
                        <Typography sx={{ my: 2 }}>
                            {translate('app.passwordPanel.atIdentityProvider')}
                        </Typography>
                        <Button
                            variant="contained"
                            onClick={() =>
                                void changePasswordAtIdentityProvider()
                            }
                        >
                            {translate(
                                'app.passwordPanel.changeAtIdentityProvider'
                            )}
                        </Button>
                    </>
                ) : (
                    <SimpleForm
                        key={formKey}
                        onSubmit={(values: PasswordValues) => submit(values)}
                        noValidate
                        toolbar={
                            <Toolbar>
                                <SaveButton label="app.passwordPanel.submit" />
                            </Toolbar>
                        }
                    >
                        <PasswordInput
                            source="currentPassword"
                            label="app.passwordPanel.currentPassword"
                            validate={validateCurrent}
                            autoComplete="current-password"
                        />
                        <NewPasswordInputs />
                    </SimpleForm>
                )}
            </CardContent>
        </Card>
    );
};
