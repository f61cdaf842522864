import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HttpError } from 'ra-core';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import type { KitSensor, ReadingAssessment } from '@shared/domain/fieldData';
import { numberFormat } from '@shared/domain/numberFormat';
import { justifies } from '@shared/domain/plausibility';
import { NumberTextField } from '@/builders/form/NumberInputs';
import { isUnreadNumber, type StoredNumber } from '@/builders/form/numberText';
import { httpClient } from '@/providers/apiClient';
import { nextSeq, type OutboxEntry } from '@/providers/deviceStore';
import { browserOffline, isWorkingOffline } from '@/providers/offlineSession';
import { DataAge } from '../DataAge';
import { FieldSection } from '../FieldSection';
import { newClientId } from '../sync/newClientId';
import { OutboxList } from '../sync/OutboxList';
import { enqueue, resend } from '../sync/outboxState';
import { QrScanButton } from '../measure/QrScanButton';
import { ReadingCheck, type ReadingCheckResult } from '../measure/ReadingCheck';
import { compareLocally } from '../measure/readingComparison';
import { devEuiIn, findSensors } from '../measure/sensorSearch';
import { useKit } from '../usePlantData';
import { useFieldContext } from '../useFieldContext';

const SHOWN = 8;

const SensorPicker = ({
    sensors,
    onPick,
}: {
    sensors: KitSensor[];
    onPick: (sensor: KitSensor) => void;
}) => {
    const translate = useTranslate();
    const [query, setQuery] = useState('');
    const listId = useId();
    const found = useMemo(
        () => findSensors(sensors, query).slice(0, SHOWN),
        [sensors, query]
    );
    const onRead = useCallback(
        (text: string) => {
            const eui = devEuiIn(text);
            const match = eui ? findSensors(sensors, eui)[0] : undefined;
            if (match) onPick(match);
            else setQuery(eui ?? text);
        },
        [sensors, onPick]
    );
    return (
        <FieldSection title={translate('app.field.measure.findSensor')}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                <TextField
                    label={translate('app.field.measure.search')}
                    helperText={translate('app.field.measure.searchHelp')}
                    value={query}
                    onChange={e => setQuery(e.target.value)}
                    fullWidth
                    type="search"
                    slotProps={{
                        htmlInput: {
                            'aria-controls': listId,
                            autoComplete: 'off',
                        },
                    }}
                />
                <QrScanButton onRead={onRead} />
            </Box>
            {found.length === 0 ? (
                <Typography>
                    {translate('app.field.measure.noSensor')}
                </Typography>
            ) : (
                <List
                    id={listId}
                    aria-label={translate('app.field.measure.sensors')}
                    disablePadding
                >
                    {found.map(s => (
                        <ListItem key={s.id} disablePadding>
                            <ListItemButton
                                sx={{ minHeight: 48 }}
                                onClick={() => onPick(s)}
                            >
                                <ListItemText
                                    primary={s.name}
                                    secondary={`#${s.id} · ${s.devEui}`}
                                />
                            </ListItemButton>
                        </ListItem>
                    ))}
                </List>
            )}
        </FieldSection>
    );
};

/** Answers the server's check, or the device's when the server is out of reach. */
async function checkReading(
    sensor: KitSensor,
    value: number,
    date: string
): Promise<ReadingCheckResult> {
    const local = (): ReadingCheckResult => ({
        by: 'device',
        comparison: compareLocally(sensor, value),
        recent: sensor.recent,
    });
    if (isWorkingOffline() || browserOffline()) return local();
    try {
        const { json } = await httpClient<{ data: ReadingAssessment }>(
            '/measure/assess',
            { method: 'POST', body: { sensorId: sensor.id, value, date } }
        );
        return { by: 'server', assessment: json.data };
    } catch (error) {
        if (
            error instanceof HttpError &&
            error.status > 0 &&
            error.status < 500
        )
            throw error;
        return local();
    }
}

/**
 * Taking a reading (docs/field-app.md, "Taking a reading"): the sensor
 * found by name, code, DevEUI or its QR code; the value checked before
 * saving (the server's criticality and the readings it is compared with,
 * or without a network the device's comparison); saved to the device and
 * sent when there is a network. A refused reading comes back here to be
 * fixed.
 */
export const MeasureScreen = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const locale = useLocale();
    const { userId, plant } = useFieldContext();
    const kit = useKit();
    const [sensor, setSensor] = useState<KitSensor>();
    const [value, setValue] = useState<StoredNumber>(null);
    const [note, setNote] = useState('');
    const [check, setCheck] = useState<ReadingCheckResult>();
    const [checking, setChecking] = useState(false);
    const [problem, setProblem] = useState<string>();
    const [fixing, setFixing] = useState<OutboxEntry>();
    const date = useRef<string>(new Date().toISOString());
    const valueId = useId();
    const reset = () => {
        setSensor(undefined);
        setValue(null);
        setNote('');
        setCheck(undefined);
        setProblem(undefined);
        setFixing(undefined);
    };
    const sensors = kit.data?.data.sensors ?? [];
    const number = typeof value === 'number' ? value : undefined;
    const outside =
        check?.by === 'server'
            ? check.assessment.implausible
            : check?.comparison.outside;
    const needsNote = !!outside && !justifies(note);
    const runCheck = async () => {
        if (!sensor || number === undefined) {
            setProblem(
                isUnreadNumber(value)
                    ? 'app.field.measure.unreadValue'
                    : 'app.field.measure.valueRequired'
            );
            return;
        }
        setProblem(undefined);
        setChecking(true);
        if (!fixing) date.current = new Date().toISOString();
        try {
            setCheck(await checkReading(sensor, number, date.current));
        } catch {
            setProblem('app.field.measure.checkFailed');
        } finally {
            setChecking(false);
        }
    };
    const save = async () => {
        if (!sensor || number === undefined || !check || needsNote) return;
        const body = {
            sensorId: sensor.id,
            value: number,
            date: date.current,
            ...(note.trim() ? { note: note.trim() } : {}),
        };
        if (fixing) await resend(fixing.clientId, { body });
        else
            await enqueue({
                clientId: newClientId(),
                userId,
                plantId: plant.id,
                seq: nextSeq(),
                kind: 'measure',
                body,
                label: `${sensor.name}: ${numberFormat(locale, 4).format(number)} ${sensor.unit}`.trim(),
                createdAt: new Date().toISOString(),
                state: 'waiting',
                attempts: 0,
            });
        notify('app.field.measure.saved', { type: 'success' });
        reset();
    };
    const fix = (entry: OutboxEntry) => {
        const found = sensors.find(s => s.id === entry.body.sensorId);
        setFixing(entry);
        setSensor(found);
        setValue(
            typeof entry.body.value === 'number' ? entry.body.value : null
        );
        setNote(typeof entry.body.note === 'string' ? entry.body.note : '');
        date.current = String(entry.body.date);
        setCheck(undefined);
        window.scrollTo({ top: 0 });
    };
    if (kit.isPending)
        return <LinearProgress aria-label={translate('ra.page.loading')} />;
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
            {!sensor ? (
                <SensorPicker sensors={sensors} onPick={setSensor} />
            ) : (
                <FieldSection
                    title={translate('app.field.measure.readingOf', {
                        sensor: sensor.name,
                    })}
                >
                    <Typography variant="body2" sx={{ mb: 2 }}>
                        {`#${sensor.id} · ${sensor.devEui}`}
                    </Typography>
                    {fixing && (
                        <Alert severity="info" sx={{ mb: 2 }}>
                            {translate('app.field.outbox.fixing')}
                        </Alert>
                    )}
                    <NumberTextField
                        id={valueId}
                        label={`${translate('resources.measure.fields.value')} (${sensor.unit})`}
                        value={value}
                        onChange={v => {
                            setValue(v);
                            setCheck(undefined);
                        }}
                        decimals={4}
                        required
                        fullWidth
                        sx={{ mb: 2 }}
                    />
                    <TextField
                        label={translate('resources.measure.fields.note')}
                        value={note}
                        onChange={e => setNote(e.target.value)}
                        multiline
                        minRows={2}
                        fullWidth
                        required={!!outside}
                        error={needsNote}
                        helperText={
                            needsNote
                                ? translate('app.field.measure.noteNeeded')
                                : undefined
                        }
                        sx={{ mb: 2 }}
                    />
                    {problem && (
                        <Alert severity="error" sx={{ mb: 2 }}>
                            {translate(problem)}
                        </Alert>
                    )}
                    {check && (
                        <ReadingCheck result={check} unit={sensor.unit} />
                    )}
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                        {!check ? (
                            <Button
                                variant="contained"
                                sx={{ minHeight: 48 }}
                                disabled={checking}
                                onClick={() => void runCheck()}
                            >
                                {translate('app.field.measure.check')}
                            </Button>
                        ) : (
                            <Button
                                variant="contained"
                                sx={{ minHeight: 48 }}
                                disabled={needsNote}
                                onClick={() => void save()}
                            >
                                {translate('app.field.measure.save')}
                            </Button>
                        )}
                        <Button sx={{ minHeight: 48 }} onClick={reset}>
                            {translate('app.field.measure.otherSensor')}
                        </Button>
                    </Box>
                </FieldSection>
            )}
            <OutboxList
                kind="measure"
                title={translate('app.field.measure.waiting')}
                onFix={fix}
            />
        </>
    );
};
