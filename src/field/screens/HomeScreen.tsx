import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkBase, useLocale, useNotify, useTranslate } from 'react-admin';
import { FIELD_INSPECTION } from '@shared/domain/fieldApp';
import type { FieldHome } from '@shared/domain/fieldData';
import { numberFormat } from '@shared/domain/numberFormat';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { httpClient } from '@/providers/apiClient';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { useNetwork } from '../shell/ConnectionStatus';
import { DataAge } from '../DataAge';
import { FieldSection } from '../FieldSection';
import { useHome } from '../usePlantData';
import { useFieldContext } from '../useFieldContext';

/** The open alerts nobody answered, each acknowledged here with a network. */
const AlertsToAnswer = ({ home }: { home: FieldHome }) => {
    const translate = useTranslate();
    const locale = useLocale();
    const notify = useNotify();
    const online = useNetwork();
    const queryClient = useQueryClient();
    const dates = useDateTimeFormat(home.timeZone);
    const [busy, setBusy] = useState<number>();
    const number = numberFormat(locale, 4);
    const acknowledge = async (id: number) => {
        setBusy(id);
        try {
            await httpClient(`/alert/${id}/acknowledge`, {
                method: 'POST',
                body: {},
            });
            notify('app.field.home.acknowledged', { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: ['field'] });
        } catch {
            notify('app.field.home.acknowledgeFailed', { type: 'error' });
        } finally {
            setBusy(undefined);
        }
    };
    return (
        <FieldSection
            title={translate('app.field.home.alerts', {
                smart_count: home.openAlertCount,
            })}
        >
            {home.openAlerts.length === 0 ? (
                <Typography>{translate('app.field.home.noAlerts')}</Typography>
            ) : (
                <List disablePadding>
                    {home.openAlerts.map(a => (
                        <ListItem
                            key={a.id}
                            disableGutters
                            sx={{ flexWrap: 'wrap', gap: 1 }}
                        >
                            <CriticalityChip value={a.level} />
                            <ListItemText
                                primary={a.deviceName}
                                secondary={[
                                    a.value === null
                                        ? null
                                        : `${number.format(a.value)} ${a.unit ?? ''}`.trim(),
                                    dates.dateTime(Date.parse(a.openedAt)),
                                ]
                                    .filter(Boolean)
                                    .join(' · ')}
                            />
                            <Button
                                variant="outlined"
                                sx={{ minHeight: 48 }}
                                disabled={!online || busy === a.id}
                                onClick={() => void acknowledge(a.id)}
                                aria-label={translate(
                                    'app.field.home.acknowledgeNamed',
                                    { device: a.deviceName }
                                )}
                            >
                                {translate('app.alerts.actions.acknowledge')}
                            </Button>
                        </ListItem>
                    ))}
                </List>
            )}
            {!online && home.openAlerts.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('app.field.home.acknowledgeNeedsNetwork')}
                </Typography>
            )}
        </FieldSection>
    );
};

/**
 * The plant for someone on site (docs/field-app.md, "The pages"): the
 * alerts to answer, the sensors without data, and the inspections due;
 * from the device's copy when there is no network.
 */
export const HomeScreen = () => {
    const translate = useTranslate();
    const { page } = useFieldContext();
    const { data, isPending, isError } = useHome();
    const dates = useDateTimeFormat(data?.data.timeZone);
    if (isPending)
        // Not the other pages' bar: MUI's lives in the console's list
        // chunk, which the installed app's first screen need not load.
        return <CircularProgress aria-label={translate('ra.page.loading')} />;
    if (isError || !data)
        return <Alert severity="error">{translate('app.field.noCopy')}</Alert>;
    const home = data.data;
    const canInspect = page(FIELD_INSPECTION) !== undefined;
    return (
        <>
            <DataAge savedAt={data.savedAt} fromDevice={data.fromDevice} />
            <AlertsToAnswer home={home} />
            <FieldSection
                title={translate('app.field.home.offlineSensors', {
                    smart_count: home.offlineSensors.length,
                })}
            >
                {home.offlineSensors.length === 0 ? (
                    <Typography>
                        {translate('app.field.home.allSensorsOnline', {
                            smart_count: home.sensorCount,
                        })}
                    </Typography>
                ) : (
                    <List disablePadding>
                        {home.offlineSensors.map(s => (
                            <ListItem key={s.id} disableGutters>
                                <ListItemText
                                    primary={s.name}
                                    secondary={
                                        s.lastSeenAt
                                            ? translate(
                                                  'app.field.home.lastSeen',
                                                  {
                                                      date: dates.dateTime(
                                                          Date.parse(
                                                              s.lastSeenAt
                                                          )
                                                      ),
                                                  }
                                              )
                                            : translate(
                                                  'app.field.home.neverSeen'
                                              )
                                    }
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
            </FieldSection>
            <FieldSection
                title={translate('app.field.home.inspections', {
                    smart_count: home.inspections.filter(i => i.due).length,
                })}
            >
                {home.inspections.length === 0 ? (
                    <Typography>
                        {translate('app.field.inspection.noForms')}
                    </Typography>
                ) : (
                    <List disablePadding>
                        {home.inspections.map(i => (
                            <ListItem
                                key={i.formId}
                                disableGutters
                                sx={{ flexWrap: 'wrap', gap: 1 }}
                            >
                                <ListItemText
                                    primary={i.name}
                                    secondary={
                                        i.lastDate
                                            ? translate(
                                                  'app.field.home.lastFilled',
                                                  {
                                                      date: dates.dateTime(
                                                          Date.parse(i.lastDate)
                                                      ),
                                                  }
                                              )
                                            : translate(
                                                  'app.field.home.neverFilled'
                                              )
                                    }
                                />
                                <Chip
                                    size="small"
                                    color={i.due ? 'warning' : 'default'}
                                    label={translate(
                                        i.due
                                            ? 'app.field.home.due'
                                            : 'app.field.home.upToDate'
                                    )}
                                />
                                {canInspect && (
                                    <Button
                                        component={LinkBase}
                                        to={`${FIELD_INSPECTION}/new/${i.formId}`}
                                        variant={
                                            i.due ? 'contained' : 'outlined'
                                        }
                                        sx={{ minHeight: 48 }}
                                        aria-label={translate(
                                            'app.field.inspection.fillNamed',
                                            { form: i.name }
                                        )}
                                    >
                                        {translate('app.field.inspection.fill')}
                                    </Button>
                                )}
                            </ListItem>
                        ))}
                    </List>
                )}
            </FieldSection>
        </>
    );
};
