import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import {
    ValidationError,
    useGetOne,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type {
    InspectionAnswer,
    InspectionField,
} from '@shared/domain/inspectionAnswers';
import { initialAnswer } from '../../inspectionAnswers/initialAnswer';
import { AnswerInput } from './AnswerInput';

/** A new register's answers: one per field, in the fields' order, at their defaults. */
const aligned = (fields: readonly InspectionField[]): InspectionAnswer[] =>
    fields.map((f, i) => ({
        fieldIndex: i,
        value: initialAnswer(f),
        justification: '',
    }));

/**
 * The register's answers, drawn from its form. A saved register answers
 * the fields it was filled with (`formFields`, at `formVersion`), however
 * the form changed since; choosing another form, or a new register, draws
 * the form's current fields.
 */
export const AnswersEditor = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const record = useRecordContext();
    const { setValue } = useFormContext();
    const formId = useWatch({ name: 'inspectionFormId' }) as
        number | string | null | undefined;
    const own =
        record != null &&
        formId != null &&
        String(formId) === String(record.inspectionFormId);
    const { data: form, isPending } = useGetOne(
        'inspection-form',
        { id: formId as number },
        { enabled: formId != null && formId !== '' }
    );
    const fields = useMemo(
        () =>
            (own
                ? (record.formFields ?? [])
                : (form?.fields ?? [])) as InspectionField[],
        [own, record, form]
    );
    const ready = own || (form != null && String(form.id) === String(formId));
    const shapedFor = useRef<string | undefined>(undefined);
    useEffect(() => {
        if (!ready) return;
        const key = `${formId}:${own ? 'own' : form?.version}`;
        if (shapedFor.current === key) return;
        shapedFor.current = key;
        // A saved register keeps its answers; another form gets new ones.
        if (!own) setValue('answers', aligned(fields), { shouldDirty: true });
    }, [ready, formId, own, form, fields, setValue]);
    const answers = (useWatch({ name: 'answers' }) ?? []) as (
        InspectionAnswer | undefined
    )[];
    // A saved register's answers may come in any order and skip fields: each
    // field's input binds to its answer wherever it is, or to a new one at the end.
    let added = 0;
    const positions = fields.map((_, i) => {
        const at = answers.findIndex(a => a?.fieldIndex === i);
        return at >= 0 ? at : answers.length + added++;
    });
    const { errors } = useFormState({ name: 'answers' });
    const listError = (errors.answers as { message?: string } | undefined)
        ?.message;

    if (formId == null || formId === '')
        return (
            <Typography color="text.secondary" sx={{ my: 2 }}>
                {translate('app.inspection.register.chooseForm')}
            </Typography>
        );
    if (!ready)
        return (
            <Typography role="status" sx={{ my: 2 }}>
                {isPending
                    ? translate('app.inspection.register.loadingForm')
                    : ''}
            </Typography>
        );
    const version = own ? record.formVersion : form?.version;
    return (
        <Box
            component="section"
            aria-labelledby="inspection-answers-title"
            sx={{ width: '100%', my: 2 }}
        >
            <Typography
                id="inspection-answers-title"
                variant="h6"
                component="h2"
            >
                {translate('app.inspection.register.answers')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.inspection.register.version', {
                    name: form?.name ?? '',
                    version,
                })}
            </Typography>
            {own && form && form.version !== record.formVersion && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('app.inspection.register.versionOld', {
                        version: record.formVersion,
                        current: form.version,
                    })}
                </Alert>
            )}
            {fields.map((field, i) => (
                <AnswerInput
                    key={`${formId}-${i}`}
                    field={field}
                    index={i}
                    position={positions[i] ?? i}
                    readOnly={readOnly}
                />
            ))}
            {listError && (
                <FormHelperText error>
                    <ValidationError error={listError} />
                </FormHelperText>
            )}
        </Box>
    );
};
