import { useMemo } from 'react';
import { ValidationError, useInput, useTranslate } from 'react-admin';
import {
    checkJustification,
    type InspectionField,
} from '@shared/domain/inspectionAnswers';
import { messageFor } from '@/validation/validators';
import {
    AnswerControl,
    answerMessage,
    useFieldTitle,
    type AnswerValue,
} from '../../inspectionAnswers/AnswerControl';
import { JustificationControl } from '../../inspectionAnswers/JustificationControl';

interface AnswerInputProps {
    field: InspectionField;
    /** The field's position in the form (`fieldIndex`). */
    index: number;
    /** The answer's position in `answers`. */
    position: number;
    readOnly: boolean;
}

const answerAt = (values: unknown, index: number) =>
    ((values as { answers?: { value?: string }[] } | undefined)?.answers ?? [])[
        index
    ];

/**
 * One answer of the register bound to the form (`answers.<i>.value` and
 * `.justification`, where the server's errors land too), checked by the
 * field's rules as the server will (shared/domain/inspectionAnswers.ts).
 */
export const AnswerInput = ({
    field,
    index,
    position,
    readOnly,
}: AnswerInputProps) => {
    const translate = useTranslate();
    const title = useFieldTitle()(field, index);
    const justificationLabel = translate(
        'app.inspection.register.justification',
        { field: title }
    );
    const validateValue = useMemo(
        () => (value: unknown) => answerMessage(field, value, title),
        [field, title]
    );
    const validateJustification = useMemo(
        () => (justification: unknown, values: unknown) => {
            const failure = checkJustification(field, {
                value: answerAt(values, position)?.value,
                justification: justification as string,
            });
            return failure
                ? messageFor(failure, justificationLabel)
                : undefined;
        },
        [field, position, justificationLabel]
    );
    // Names the field this answer is for, in an answer the register lacked.
    useInput({ source: `answers.${position}.fieldIndex`, defaultValue: index });
    const value = useInput({
        source: `answers.${position}.value`,
        validate: validateValue,
    });
    const justification = useInput({
        source: `answers.${position}.justification`,
        validate: validateJustification,
    });
    const error = (state: typeof value.fieldState) =>
        state.error?.message ? (
            <ValidationError error={state.error.message} />
        ) : undefined;
    return (
        <div data-testid={`answer-${index}`}>
            <AnswerControl
                field={field}
                index={index}
                value={
                    typeof value.field.value === 'object' &&
                    value.field.value !== null
                        ? (value.field.value as AnswerValue)
                        : String(value.field.value ?? '')
                }
                onChange={v => value.field.onChange(v)}
                onBlur={value.field.onBlur}
                readOnly={readOnly}
                error={error(value.fieldState)}
            />
            <JustificationControl
                field={field}
                title={title}
                index={index}
                value={String(justification.field.value ?? '')}
                onChange={v => justification.field.onChange(v)}
                onBlur={justification.field.onBlur}
                readOnly={readOnly}
                error={error(justification.fieldState)}
            />
        </div>
    );
};
