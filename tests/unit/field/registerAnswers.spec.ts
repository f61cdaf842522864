/**
 * A register's answers in the field app (docs/field-app.md, "Filling a
 * register"): checked as the server would, a photo kept on the device
 * standing for a sent one; stored and read back from the outbox; carried
 * to a form's new questions when a refusal says the form changed.
 */
import { describe, expect, it } from 'vitest';
import type { InspectionField } from '@shared/domain/inspectionAnswers';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';
import {
    answerMessages,
    answersBody,
    answersFrom,
    carryAnswers,
    newAnswers,
} from '@/field/register/registerAnswers';

const FIELDS: InspectionField[] = [
    { title: 'Condição do talude', fieldType: T.text, isRequired: true },
    { title: 'Foto do talude', fieldType: T.photo, isRequired: true },
    { title: 'Drenos limpos', fieldType: T.switch },
    { title: 'Nível', fieldType: T.decimal, decimalPlaces: 2, minValue: 0 },
];

const titleOf = (f: InspectionField) => f.title ?? '';

describe('A register’s answers', () => {
    it('start at the form’s defaults, a switch off', () => {
        expect(newAnswers(FIELDS).map(a => a.value)).toEqual([
            '',
            '',
            'false',
            '',
        ]);
    });

    it('are checked as the server checks them; a photo kept on the device counts as sent', () => {
        const blank = answerMessages(FIELDS, newAnswers(FIELDS), titleOf);
        expect(blank[0]?.value).toBeDefined();
        expect(blank[1]?.value).toBeDefined();
        expect(blank[2]).toEqual({});
        expect(blank[3]).toEqual({});

        const filled = newAnswers(FIELDS);
        filled[0] = { value: 'Sem trincas', justification: '' };
        filled[1] = { value: 'local:abc', justification: '' };
        filled[3] = { value: '-1', justification: '' };
        const messages = answerMessages(FIELDS, filled, titleOf);
        expect(messages.slice(0, 3)).toEqual([{}, {}, {}]);
        // Below the question's minimum: refused here, not after sending.
        expect(messages[3]?.value).toBeDefined();
    });

    it('are stored in the outbox as the body the server takes, and read back from it', () => {
        const filled = newAnswers(FIELDS);
        filled[0] = { value: 'Sem trincas', justification: '' };
        filled[1] = { value: 'local:abc', justification: '' };
        const body = { answers: answersBody(filled) };
        expect(body.answers[0]).toEqual({
            fieldIndex: 0,
            value: 'Sem trincas',
        });
        expect(body.answers[1]).toEqual({ fieldIndex: 1, value: 'local:abc' });
        expect(answersFrom(FIELDS, body)).toEqual(filled);
    });

    it('are carried to a changed form’s questions of the same title and type; the others start afresh', () => {
        const filled = newAnswers(FIELDS);
        filled[0] = { value: 'Sem trincas', justification: '' };
        filled[2] = { value: 'true', justification: '' };
        filled[3] = { value: '12,5', justification: '' };
        const changed: InspectionField[] = [
            // A new first question.
            { title: 'Ronda', fieldType: T.text, defaultValue: 'manhã' },
            // Same title, another case: the same question.
            { title: 'condição do talude ', fieldType: T.text },
            // Same title, another type: not the same question.
            { title: 'Nível', fieldType: T.integer },
            { title: 'Drenos limpos', fieldType: T.switch },
        ];
        expect(carryAnswers(FIELDS, filled, changed)).toEqual([
            { value: 'manhã', justification: '' },
            { value: 'Sem trincas', justification: '' },
            { value: '', justification: '' },
            { value: 'true', justification: '' },
        ]);
    });
});
