import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { FIELD_INSPECTION } from '@shared/domain/fieldApp';
import type { KitForm } from '@shared/domain/fieldData';
import { CRITICALITIES } from '@shared/domain/fields';
import { INSPECTION_RESULTS } from '@shared/declarations/inspectionRegister';
import {
    AnswerControl,
    useFieldTitle,
} from '@/inspectionAnswers/AnswerControl';
import { JustificationControl } from '@/inspectionAnswers/JustificationControl';
import { nextSeq, type OutboxEntry } from '@/providers/deviceStore';
import type { ValidationMessage } from '@/validation/validators';
import { FieldPhotoInput } from '../register/FieldPhotoInput';
import { FieldSection } from '../FieldSection';
import { newClientId } from '../sync/newClientId';
import { enqueue, getOutboxSnapshot, resend } from '../sync/outboxState';
import {
    answerMessages,
    answersBody,
    answersFrom,
    carryAnswers,
    newAnswers,
    type AnswerState,
} from '../register/registerAnswers';
import { useKit } from '../usePlantData';
import { useFieldContext } from '../useFieldContext';

const TARGET = { minHeight: 48 };

/** The answers of a register being fixed, carried to the form's current version. */
const startingAnswers = (form: KitForm, entry: OutboxEntry | undefined) => {
    if (!entry) return newAnswers(form.fields);
    const filled = entry.formFields ?? form.fields;
    const answers = answersFrom(filled, entry.body);
    return entry.body.formVersion === form.version
        ? answers
        : carryAnswers(filled, answers, form.fields);
};

const RegisterForm = ({
    form,
    entry,
}: {
    form: KitForm;
    entry: OutboxEntry | undefined;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const titleOf = useFieldTitle();
    const { userId, plant } = useFieldContext();
    const [answers, setAnswers] = useState<AnswerState[]>(() =>
        startingAnswers(form, entry)
    );
    const [result, setResult] = useState(String(entry?.body.result ?? 'ok'));
    const [criticality, setCriticality] = useState(
        String(entry?.body.criticality ?? '')
    );
    const [notes, setNotes] = useState(String(entry?.body.notes ?? ''));
    const [tried, setTried] = useState(false);
    const problems = useMemo(
        () => answerMessages(form.fields, answers, titleOf),
        [form.fields, answers, titleOf]
    );
    const failing = problems.some(p => p.value || p.justification);
    const versionChanged =
        entry !== undefined && entry.body.formVersion !== form.version;
    const set = (i: number, part: Partial<AnswerState>) =>
        setAnswers(current =>
            current.map((a, j) => (j === i ? { ...a, ...part } : a))
        );
    const message = (problem: ValidationMessage | undefined) =>
        problem && tried ? translate(problem.message, problem.args) : undefined;
    const save = async () => {
        setTried(true);
        if (failing) {
            notify('app.field.inspection.fixAnswers', { type: 'warning' });
            return;
        }
        const body = {
            inspectionFormId: form.id,
            formVersion: form.version,
            date:
                typeof entry?.body.date === 'string'
                    ? entry.body.date
                    : new Date().toISOString(),
            answers: answersBody(answers),
            result,
            ...(result === 'anomaly' && criticality ? { criticality } : {}),
            ...(notes.trim() ? { notes: notes.trim() } : {}),
        };
        if (entry)
            // The questions answered now are the current version's.
            await resend(entry.clientId, { body, formFields: form.fields });
        else
            await enqueue({
                clientId: newClientId(),
                userId,
                plantId: plant.id,
                seq: nextSeq(),
                kind: 'inspection-register',
                body,
                label: form.name,
                createdAt: new Date().toISOString(),
                state: 'waiting',
                attempts: 0,
                formFields: form.fields,
            });
        notify('app.field.inspection.saved', { type: 'success' });
        navigate(FIELD_INSPECTION);
    };
    return (
        <Box component="form" noValidate onSubmit={e => e.preventDefault()}>
            <FieldSection title={form.name}>
                {form.description && (
                    <Typography variant="body2" sx={{ mb: 2 }}>
                        {form.description}
                    </Typography>
                )}
                {versionChanged && (
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('app.field.inspection.versionChanged')}
                    </Alert>
                )}
                {form.fields.map((field, i) => {
                    const title = titleOf(field, i);
                    const a = answers[i] ?? { value: '', justification: '' };
                    return (
                        <Box key={`${i}-${title}`}>
                            <AnswerControl
                                field={field}
                                index={i}
                                value={a.value}
                                onChange={v => set(i, { value: v })}
                                error={message(problems[i]?.value)}
                                PhotoInput={FieldPhotoInput}
                            />
                            <JustificationControl
                                field={field}
                                title={title}
                                index={i}
                                value={a.justification}
                                onChange={v => set(i, { justification: v })}
                                error={message(problems[i]?.justification)}
                                PhotoInput={FieldPhotoInput}
                            />
                        </Box>
                    );
                })}
            </FieldSection>
            <FieldSection title={translate('app.field.inspection.conclusion')}>
                <TextField
                    select
                    label={translate(
                        'resources.inspection-register.fields.result'
                    )}
                    value={result}
                    onChange={e => setResult(e.target.value)}
                    fullWidth
                    sx={{ mb: 2 }}
                >
                    {INSPECTION_RESULTS.map(r => (
                        <MenuItem key={r} value={r} sx={TARGET}>
                            {translate(
                                `resources.inspection-register.options.result.${r}`
                            )}
                        </MenuItem>
                    ))}
                </TextField>
                {result === 'anomaly' && (
                    <TextField
                        select
                        label={translate(
                            'resources.inspection-register.fields.criticality'
                        )}
                        value={criticality}
                        onChange={e => setCriticality(e.target.value)}
                        fullWidth
                        sx={{ mb: 2 }}
                    >
                        <MenuItem value="" sx={TARGET}>
                            <em>
                                {translate('app.inspection.register.noAnswer')}
                            </em>
                        </MenuItem>
                        {CRITICALITIES.map(c => (
                            <MenuItem key={c} value={c} sx={TARGET}>
                                {translate(`app.options.criticality.${c}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
                <TextField
                    label={translate(
                        'resources.inspection-register.fields.notes'
                    )}
                    value={notes}
                    onChange={e => setNotes(e.target.value)}
                    multiline
                    minRows={2}
                    fullWidth
                    sx={{ mb: 2 }}
                />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                        type="submit"
                        variant="contained"
                        sx={TARGET}
                        onClick={() => void save()}
                    >
                        {translate('app.field.inspection.save')}
                    </Button>
                    <Button
                        sx={TARGET}
                        onClick={() => navigate(FIELD_INSPECTION)}
                    >
                        {translate('ra.action.cancel')}
                    </Button>
                </Box>
            </FieldSection>
        </Box>
    );
};

/**
 * Filling a register (docs/field-app.md, "Filling a register"): a form
 * the device keeps, at its current version, answered with photos kept on
 * the device and positions read from it; saved to the device and sent
 * with the version it answered. A refused register comes back here to be
 * fixed, against the form's version of now.
 */
export const RegisterScreen = () => {
    const translate = useTranslate();
    const { formId, clientId } = useParams();
    const kit = useKit();
    const entry = clientId
        ? getOutboxSnapshot().entries.find(e => e.clientId === clientId)
        : undefined;
    const id = Number(formId ?? entry?.body.inspectionFormId);
    if (kit.isPending)
        return <LinearProgress aria-label={translate('ra.page.loading')} />;
    const form = kit.data?.data.forms.find(f => f.id === id);
    if (!form || (clientId && !entry))
        return (
            <Alert severity="error">
                {translate('app.field.inspection.formMissing')}
            </Alert>
        );
    return (
        <RegisterForm
            key={`${form.id}:${form.version}`}
            form={form}
            entry={entry}
        />
    );
};
