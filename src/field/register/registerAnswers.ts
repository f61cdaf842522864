/**
 * A register's answers as the field app fills them (docs/field-app.md,
 * "Filling a register"): one per question, checked by the rules the
 * server runs, a photo kept on the device standing for a sent one; and,
 * when a form changed under a register filled offline, its answers
 * carried to the current questions with the same title and type.
 */
import {
    checkJustification,
    type InspectionAnswer,
    type InspectionField,
} from '@shared/domain/inspectionAnswers';
import { ErrorCode } from '@shared/domain/errorCodes';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';
import { isUnreadNumber } from '@/builders/form/numberText';
import {
    answerMessage,
    type AnswerValue,
} from '@/inspectionAnswers/AnswerControl';
import { initialAnswer } from '@/inspectionAnswers/initialAnswer';
import { messageFor, type ValidationMessage } from '@/validation/validators';
import { LOCAL_PHOTO } from '@/providers/deviceStore';

export interface AnswerState {
    /** The answer's text, or a number box's unread text (never sent). */
    value: AnswerValue;
    justification: string;
}

/** A photo kept on the device checks as a sent one would. */
const standIn = (v: string) => (v.startsWith(LOCAL_PHOTO) ? '1' : v);

export const newAnswers = (fields: readonly InspectionField[]): AnswerState[] =>
    fields.map(f => ({ value: initialAnswer(f), justification: '' }));

const REQUIRED = { rule: 'required', code: ErrorCode.required } as const;

/** What is wrong with each question's answer and justification, in the form's words. */
export function answerMessages(
    fields: readonly InspectionField[],
    answers: readonly AnswerState[],
    titleOf: (field: InspectionField, index: number) => string
): { value?: ValidationMessage; justification?: ValidationMessage }[] {
    return fields.map((field, i) => {
        const title = titleOf(field, i);
        const a = answers[i] ?? { value: '', justification: '' };
        const text = typeof a.value === 'string' ? a.value : '';
        const blank = !isUnreadNumber(a.value) && text.trim() === '';
        const value = isUnreadNumber(a.value)
            ? answerMessage(field, a.value, title)
            : blank
              ? field.isRequired && Number(field.fieldType) !== T.switch
                  ? messageFor(REQUIRED, title)
                  : undefined
              : answerMessage(field, standIn(text), title);
        const why = checkJustification(field, {
            fieldIndex: i,
            value: standIn(text),
            justification: standIn(a.justification),
        });
        const justification = why ? messageFor(why, title) : undefined;
        return {
            ...(value ? { value } : {}),
            ...(justification ? { justification } : {}),
        };
    });
}

/** The answers as the register's body carries them. */
export const answersBody = (answers: readonly AnswerState[]) =>
    answers.map((a, i) => ({
        fieldIndex: i,
        value: typeof a.value === 'string' ? a.value : a.value.unread,
        ...(a.justification ? { justification: a.justification } : {}),
    }));

/** Answers of a body (as stored in the outbox) back in the form's shape. */
export function answersFrom(
    fields: readonly InspectionField[],
    body: Record<string, unknown>
): AnswerState[] {
    const out = newAnswers(fields);
    const answers = Array.isArray(body.answers)
        ? (body.answers as InspectionAnswer[])
        : [];
    for (const a of answers) {
        const i = a.fieldIndex;
        if (typeof i !== 'number' || !out[i]) continue;
        out[i] = {
            value: typeof a.value === 'string' ? a.value : '',
            justification:
                typeof a.justification === 'string' ? a.justification : '',
        };
    }
    return out;
}

/** Answers filled for `from`'s questions, moved to `to`'s with the same title and type. */
export function carryAnswers(
    from: readonly InspectionField[],
    answers: readonly AnswerState[],
    to: readonly InspectionField[]
): AnswerState[] {
    const key = (f: InspectionField) =>
        `${Number(f.fieldType)}:${(f.title ?? '').trim().toLowerCase()}`;
    const byKey = new Map(from.map((f, i) => [key(f), answers[i]]));
    return to.map(
        f => byKey.get(key(f)) ?? { value: initialAnswer(f), justification: '' }
    );
}
