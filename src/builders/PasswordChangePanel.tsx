import {
    SaveButton,
    SimpleForm,
    Toolbar,
    useDataProvider,
    useNotify,
    useTranslate,
} from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import type { BuilderDataProvider } from './customMethods';
import { NewPasswordInputs } from './NewPasswordInputs';

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
                    <NewPasswordInputs />
                </SimpleForm>
            </CardContent>
        </Card>
    );
};
