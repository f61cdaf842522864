/**
 * A register's answers as the field app fills them (docs/field-app.md,
 * "Filling a register"): one per question, checked by the rules the
 * server runs, a photo kept on the device standing for a sent one; and,
 * when a form changed under a register filled offline, its answers
 * carried to the current questions with the same title and type.
 */
import {
    checkAnswer,
    checkJustification,
    type InspectionAnswer,
    type InspectionField,
} from '@shared/domain/inspectionAnswers';
import { ErrorCode } from '@shared/domain/errorCodes';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';
import type { RuleFailure } from '@shared/domain/validate';
import { initialAnswer } from '@/inspectionAnswers/initialAnswer';
import { LOCAL_PHOTO } from '@/providers/deviceStore';

export interface AnswerState {
    value: string;
    justification: string;
}

/** A photo kept on the device checks as a sent one would. */
const standIn = (v: string) => (v.startsWith(LOCAL_PHOTO) ? '1' : v);

export const newAnswers = (fields: readonly InspectionField[]): AnswerState[] =>
    fields.map(f => ({ value: initialAnswer(f), justification: '' }));

/** The failures of each question's answer and justification (blank answers of optional questions pass). */
export function answerProblems(
    fields: readonly InspectionField[],
    answers: readonly AnswerState[]
): { value?: RuleFailure; justification?: RuleFailure }[] {
    return fields.map((field, i) => {
        const a = answers[i] ?? { value: '', justification: '' };
        const blank = a.value.trim() === '';
        const isSwitch = Number(field.fieldType) === T.switch;
        const value =
            blank && field.isRequired && !isSwitch
                ? ({ rule: 'required', code: ErrorCode.required } as const)
                : blank
                  ? undefined
                  : checkAnswer(field, standIn(a.value));
        const answer: InspectionAnswer = {
            fieldIndex: i,
            value: standIn(a.value),
            justification: standIn(a.justification),
        };
        const justification = checkJustification(field, answer);
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
        value: a.value,
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
