import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
    SaveButton,
    SimpleForm,
    Toolbar,
    useDataProvider,
    useGetOne,
    useNotify,
    useTranslate,
    type Identifier,
} from 'react-admin';
import type { BuilderDataProvider } from '@/builders/form/customMethods';
import { NewPasswordInputs } from '@/builders/password/NewPasswordInputs';
import { useMayActOn } from '@/session/rank';

/**
 * How a user created in the console gets to sign in: with the embedded
 * sign-in, whoever may edit the user sets a first password (the server
 * never replaces an existing one); with an external Keycloak, Keycloak
 * keeps the passwords and the panel says so.
 */
export const InitialPasswordPanel = ({
    id,
    readOnly,
}: {
    id: Identifier;
    readOnly: boolean;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<BuilderDataProvider>();
    const queryClient = useQueryClient();
    const key = ['user', 'signIn', String(id)];
    // The details page's own read of the user: its profiles decide whether
    // the signed-in user may set this user's password (rank).
    const { data: user } = useGetOne('user', { id });
    const mayAct = useMayActOn('user', user);
    const { data, isError } = useQuery({
        queryKey: key,
        queryFn: () => dataProvider.getUserSignIn(id).then(r => r.data),
    });
    const set = useMutation({
        mutationFn: (password: string) =>
            dataProvider.setInitialPassword(id, password),
        onSuccess: () => {
            notify('app.userEditor.passwordSet', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: key });
        },
        onError: () =>
            notify('app.userEditor.passwordError', { type: 'error' }),
    });
    if (isError || !data) return null;
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="h6" component="h2">
                    {translate('app.userEditor.signInTitle')}
                </Typography>
                {data.passwords === 'external' ? (
                    <Alert severity="info">
                        {translate('app.userEditor.externalPasswords')}
                    </Alert>
                ) : data.hasPassword ? (
                    <Alert severity="success">
                        {translate('app.userEditor.hasPassword')}
                    </Alert>
                ) : readOnly || !mayAct ? (
                    <Alert severity="warning">
                        {translate('app.userEditor.noPassword')}
                    </Alert>
                ) : (
                    <>
                        <Alert severity="warning">
                            {translate('app.userEditor.noPasswordSetOne')}
                        </Alert>
                        <SimpleForm
                            onSubmit={(values: { password?: string }) =>
                                set.mutateAsync(String(values.password ?? ''))
                            }
                            noValidate
                            toolbar={
                                <Toolbar>
                                    <SaveButton
                                        label="app.userEditor.setPassword"
                                        alwaysEnable
                                    />
                                </Toolbar>
                            }
                        >
                            <NewPasswordInputs label="app.userEditor.initialPassword" />
                        </SimpleForm>
                    </>
                )}
            </CardContent>
        </Card>
    );
};
