import {
    PasswordInput,
    SaveButton,
    SimpleForm,
    Toolbar,
    useDataProvider,
    useNotify,
    useTranslate,
} from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
    validatePassword,
    validatePasswordConfirmation,
} from '@/validation/password';
import type { BuilderDataProvider } from './customMethods';
import { PasswordRules } from './PasswordRules';

const validateConfirmation = validatePasswordConfirmation('password');

interface PasswordValues {
    password?: string;
    confirmation?: string;
}

/** Two password entries checked by the spec's rules, sent to `updatePassword`. */
export const PasswordChangePanel = () => {
    const dataProvider = useDataProvider<BuilderDataProvider>();
    const notify = useNotify();
    const translate = useTranslate();
    // A new key empties the form after a successful change.
    const [formKey, setFormKey] = useState(0);
    const submit = async (values: PasswordValues) => {
        try {
            await dataProvider.updatePassword(values.password ?? '');
            notify('app.passwordPanel.updated', { type: 'success' });
            setFormKey(k => k + 1);
        } catch {
            notify('app.passwordPanel.error', { type: 'error' });
        }
    };
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="h6" component="h2">
                    {translate('app.passwordPanel.title')}
                </Typography>
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
                        source="password"
                        label="app.passwordPanel.password"
                        validate={validatePassword}
                        autoComplete="new-password"
                    />
                    <PasswordInput
                        source="confirmation"
                        label="app.passwordPanel.confirmation"
                        validate={validateConfirmation}
                        autoComplete="new-password"
                    />
                    <PasswordRules
                        source="password"
                        confirmationSource="confirmation"
                    />
                </SimpleForm>
            </CardContent>
        </Card>
    );
};
