import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
    checkJustification,
    type InspectionField,
} from '@shared/domain/inspectionAnswers';
import { messageFor, type ValidationMessage } from '@/validation/validators';
import {
    AnswerControl,
    answerMessage,
    useFieldTitle,
    type AnswerValue,
} from '@/inspectionAnswers/AnswerControl';
import { JustificationControl } from '@/inspectionAnswers/JustificationControl';
import { initialAnswer } from '@/inspectionAnswers/initialAnswer';

type Scratch = Record<number, { value?: AnswerValue; justification?: string }>;

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
    const set = (i: number, part: 'value' | 'justification', v: AnswerValue) =>
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
                        ? answerMessage(field, value, title)
                        : undefined;
                    const justified = checkJustification(field, {
                        value: typeof value === 'string' ? value : 'unread',
                        justification,
                    });
                    const why =
                        touched && justified
                            ? messageFor(
                                  justified,
                                  translate(
                                      'app.inspection.register.justification',
                                      { field: title }
                                  )
                              )
                            : undefined;
                    const text = (m: ValidationMessage | undefined) =>
                        m ? translate(m.message, m.args) : undefined;
                    return (
                        <div key={i} data-testid={`preview-field-${i}`}>
                            <AnswerControl
                                field={field}
                                index={1000 + i}
                                value={value}
                                onChange={v => set(i, 'value', v)}
                                preview
                                error={text(failure)}
                            />
                            <JustificationControl
                                field={field}
                                title={title}
                                index={1000 + i}
                                value={justification}
                                onChange={v => set(i, 'justification', v)}
                                preview
                                error={text(why)}
                            />
                        </div>
                    );
                })}
            </CardContent>
        </Card>
    );
};
