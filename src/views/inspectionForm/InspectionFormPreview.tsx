import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
    checkAnswer,
    checkJustification,
    type InspectionField,
} from '@shared/domain/inspectionAnswers';
import { messageFor } from '@/validation/validators';
import {
    AnswerControl,
    useFieldTitle,
} from '@/inspectionAnswers/AnswerControl';
import { JustificationControl } from '@/inspectionAnswers/JustificationControl';
import { initialAnswer } from '@/inspectionAnswers/initialAnswer';

type Scratch = Record<number, { value?: string; justification?: string }>;

/**
 * The form as the inspector will see it, drawn from the builder's current
 * values by the register's own inputs and rules. What is typed here stays
 * here (a scratch state keyed by position, never the form's values).
 */
export const InspectionFormPreview = () => {
    const translate = useTranslate();
    const titleOf = useFieldTitle();
    const fields = (useWatch({ name: 'fields' }) ?? []) as InspectionField[];
    const [scratch, setScratch] = useState<Scratch>({});
    const set = (i: number, part: 'value' | 'justification', v: string) =>
        setScratch(s => ({ ...s, [i]: { ...s[i], [part]: v } }));
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby="inspection-preview-title"
            sx={{ width: '100%', mt: 2 }}
        >
            <CardContent>
                <Typography
                    id="inspection-preview-title"
                    variant="h6"
                    component="h2"
                >
                    {translate('app.inspection.builder.preview')}
                </Typography>
                <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ mb: 2 }}
                >
                    {translate('app.inspection.builder.previewHelp')}
                </Typography>
                {fields.length === 0 && (
                    <Typography>
                        {translate('app.inspection.builder.previewEmpty')}
                    </Typography>
                )}
                {fields.map((field, i) => {
                    const title = titleOf(field, i);
                    const value = scratch[i]?.value ?? initialAnswer(field);
                    const justification = scratch[i]?.justification ?? '';
                    // Rules shown once the inspector has typed something.
                    const touched = scratch[i] !== undefined;
                    const failure = touched
                        ? checkAnswer(field, value)
                        : undefined;
                    const why = touched
                        ? checkJustification(field, { value, justification })
                        : undefined;
                    const text = (f: typeof failure, label: string) => {
                        if (!f) return undefined;
                        const m = messageFor(f, label);
                        return translate(m.message, m.args);
                    };
                    return (
                        <div key={i} data-testid={`preview-field-${i}`}>
                            <AnswerControl
                                field={field}
                                index={1000 + i}
                                value={value}
                                onChange={v => set(i, 'value', v)}
                                preview
                                error={text(failure, title)}
                            />
                            <JustificationControl
                                field={field}
                                title={title}
                                index={1000 + i}
                                value={justification}
                                onChange={v => set(i, 'justification', v)}
                                preview
                                error={text(
                                    why,
                                    translate(
                                        'app.inspection.register.justification',
                                        { field: title }
                                    )
                                )}
                            />
                        </div>
                    );
                })}
            </CardContent>
        </Card>
    );
};
