import { useMemo } from 'react';
import {
    ArrayInput,
    SimpleFormIterator,
    TextInput,
    useTranslate,
} from 'react-admin';
import { iteratorProps } from '@/builders/form/iteratorSx';
import { fieldLabelKey, groupLabelKey } from '@/builders/labelKeys';
import { getResource } from '@shared/declarations';
import { validatorFor } from '@/validation/validators';

const stepsField = getResource('instruction').fields.find(
    f => f.source === 'steps'
)!;
const textField = stepsField.fields!.find(f => f.source === 'text')!;

interface Step {
    order?: unknown;
    text?: unknown;
}

/** The record's steps numbered by their position in the form. */
export const numberSteps = (
    values: Record<string, unknown>
): Record<string, unknown> =>
    Array.isArray(values.steps)
        ? {
              ...values,
              steps: (values.steps as Step[]).map((s, i) => ({
                  ...s,
                  order: i + 1,
              })),
          }
        : values;

/**
 * An instruction's steps in the order they are done: each a paragraph,
 * added, moved up or down and removed with the iterator's buttons. The
 * number of a step is its position, and `order` is set from it on save
 * (`numberSteps`), so nobody types or repairs a sequence by hand.
 */
export const StepsInput = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const listLabel = translate(groupLabelKey('instruction', 'steps'));
    const textLabel = translate(fieldLabelKey('instruction', 'steps.text'));
    const validateList = useMemo(
        () => validatorFor(stepsField, listLabel),
        [listLabel]
    );
    const validateText = useMemo(
        () => validatorFor(textField, textLabel),
        [textLabel]
    );
    return (
        <ArrayInput
            source="steps"
            label={groupLabelKey('instruction', 'steps')}
            validate={validateList}
        >
            <SimpleFormIterator
                fullWidth
                {...iteratorProps(readOnly)}
                getItemLabel={index =>
                    translate('app.stepsEditor.step', { number: index + 1 })
                }
                getItemDefaults={() => ({ text: '' })}
            >
                <TextInput
                    source="text"
                    label={fieldLabelKey('instruction', 'steps.text')}
                    validate={validateText}
                    multiline
                    minRows={2}
                    fullWidth
                    readOnly={readOnly}
                />
            </SimpleFormIterator>
        </ArrayInput>
    );
};
