import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ValidationError, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { visuallyHidden } from '@/builders/visuallyHidden';
import { FieldCard } from './FieldCard';
import { useFieldsListValidator } from './settingValidators';

const NEW_FIELD = {
    title: '',
    description: null,
    fieldType: 1,
    isRequired: false,
    justify: 'none',
    defaultValue: null,
    decimalPlaces: null,
    minValue: null,
    maxValue: null,
    options: [],
};

/**
 * The form's fields: added, removed and reordered by dragging a field's
 * handle or, from the keyboard, by its move buttons (focus follows the
 * field, and a live region says where it went).
 */
export const InspectionFieldsEditor = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const validate = useFieldsListValidator();
    const { getValues } = useFormContext();
    const { fields, append, move, remove } = useFieldArray({
        name: 'fields',
        rules: {
            validate: value => {
                const error = validate(value, getValues(), {
                    source: 'fields',
                });
                return error ? `@@react-admin@@${JSON.stringify(error)}` : true;
            },
        },
    });
    const { errors } = useFormState({ name: 'fields' });
    const listError = (
        errors.fields as { root?: { message?: string }; message?: string }
    )?.root?.message;
    const [dragged, setDragged] = useState<number>();
    const [over, setOver] = useState<number>();
    const [announce, setAnnounce] = useState('');
    const focusAfter = useRef<string | undefined>(undefined);

    useEffect(() => {
        if (!focusAfter.current) return;
        const target = document.getElementById(focusAfter.current);
        focusAfter.current = undefined;
        target?.focus();
    });

    const moveField = (
        from: number,
        to: number,
        via?: 'moveUp' | 'moveDown'
    ) => {
        if (to < 0 || to >= fields.length || from === to) return;
        move(from, to);
        const title = String(getValues(`fields.${to}.title`) ?? '');
        setAnnounce(
            translate('app.inspection.builder.moved', {
                title: title || to + 1,
                n: to + 1,
            })
        );
        if (via) {
            // At an end the pressed button is disabled: focus the other one.
            const edge =
                (via === 'moveUp' && to === 0) ||
                (via === 'moveDown' && to === fields.length - 1);
            const button = edge
                ? via === 'moveUp'
                    ? 'moveDown'
                    : 'moveUp'
                : via;
            focusAfter.current = `field-${button}-${to}`;
        }
    };

    const dragFor = (index: number) => ({
        over: over === index && dragged !== index,
        onDragStart: (e: DragEvent) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(index));
            setDragged(index);
        },
        onDragOver: (e: DragEvent) => {
            if (dragged === undefined) return;
            e.preventDefault();
            setOver(index);
        },
        onDrop: (e: DragEvent) => {
            e.preventDefault();
            if (dragged !== undefined) moveField(dragged, index);
            setDragged(undefined);
            setOver(undefined);
        },
    });

    return (
        <Box sx={{ width: '100%', mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('resources.inspection-form.fieldGroups.fields')}
            </Typography>
            {fields.map((f, index) => (
                <FieldCard
                    key={f.id}
                    index={index}
                    count={fields.length}
                    readOnly={readOnly}
                    onMove={(from, to) =>
                        moveField(from, to, to < from ? 'moveUp' : 'moveDown')
                    }
                    onRemove={() => remove(index)}
                    drag={dragFor(index)}
                />
            ))}
            {listError && (
                <FormHelperText error>
                    <ValidationError error={listError} />
                </FormHelperText>
            )}
            {!readOnly && (
                <Button
                    variant="outlined"
                    onClick={() => {
                        append({ ...NEW_FIELD });
                        focusAfter.current = `fields.${fields.length}.title`;
                    }}
                >
                    {translate('app.inspection.builder.add')}
                </Button>
            )}
            <Box role="status" aria-live="polite" sx={visuallyHidden}>
                {announce}
            </Box>
        </Box>
    );
};
