import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LinkBase, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { FIELD_INSPECTION } from '@shared/domain/fieldApp';
import { DataAge } from '../DataAge';
import { FieldSection } from '../FieldSection';
import { OutboxList } from '../sync/OutboxList';
import { useKit } from '../usePlantData';

/**
 * The inspections (docs/field-app.md, "The pages"): the plant's forms to
 * fill, kept on the device at their current version, and the registers
 * in progress: saved on the device and waiting to send, or refused.
 */
export const InspectionScreen = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const kit = useKit();
    if (kit.isPending)
        return <LinearProgress aria-label={translate('ra.page.loading')} />;
    const forms = kit.data?.data.forms ?? [];
    return (
        <>
            {kit.data ? (
                <DataAge
                    savedAt={kit.data.savedAt}
                    fromDevice={kit.data.fromDevice}
                />
            ) : (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {translate('app.field.noCopy')}
                </Alert>
            )}
            <FieldSection title={translate('app.field.inspection.forms')}>
                {forms.length === 0 ? (
                    <Typography>
                        {translate('app.field.inspection.noForms')}
                    </Typography>
                ) : (
                    <List disablePadding>
                        {forms.map(f => (
                            <ListItem
                                key={f.id}
                                disableGutters
                                sx={{ gap: 1, flexWrap: 'wrap' }}
                            >
                                <ListItemText
                                    primary={f.name}
                                    secondary={translate(
                                        'app.field.inspection.version',
                                        {
                                            version: f.version,
                                            smart_count: f.fields.length,
                                        }
                                    )}
                                />
                                <Button
                                    component={LinkBase}
                                    to={`${FIELD_INSPECTION}/new/${f.id}`}
                                    variant="contained"
                                    sx={{ minHeight: 48 }}
                                    aria-label={translate(
                                        'app.field.inspection.fillNamed',
                                        { form: f.name }
                                    )}
                                >
                                    {translate('app.field.inspection.fill')}
                                </Button>
                            </ListItem>
                        ))}
                    </List>
                )}
            </FieldSection>
            <OutboxList
                kind="inspection-register"
                title={translate('app.field.inspection.inProgress')}
                onFix={entry =>
                    navigate(`${FIELD_INSPECTION}/fix/${entry.clientId}`)
                }
            />
        </>
    );
};
