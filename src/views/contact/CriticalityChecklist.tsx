import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useMemo } from 'react';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { fieldLabelKey } from '@/builders/labelKeys';
import { CRITICALITIES } from '@shared/domain/fields';
import { getResource } from '@shared/declarations';
import { validatorFor } from '@/validation/validators';

const field = getResource('contact').fields.find(
    f => f.source === 'criticalityForContact'
)!;

/**
 * The levels for which the contact is called, as one checkbox per level,
 * each named by its level's chip (icon and word, not colour alone), in
 * order from low to critical.
 */
export const CriticalityChecklist = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const label = translate(fieldLabelKey('contact', 'criticalityForContact'));
    const validate = useMemo(() => validatorFor(field, label), [label]);
    const {
        field: input,
        fieldState,
        id,
    } = useInput({
        source: 'criticalityForContact',
        validate,
    });
    const chosen: unknown[] = Array.isArray(input.value) ? input.value : [];
    const error = fieldState.error?.message;
    return (
        <FormControl
            component="fieldset"
            error={Boolean(error)}
            required
            sx={{ mb: 2 }}
        >
            <FormLabel component="legend" id={`${id}-legend`}>
                {label}
            </FormLabel>
            <FormGroup row>
                {CRITICALITIES.map(level => (
                    <FormControlLabel
                        key={level}
                        control={
                            <Checkbox
                                checked={chosen.includes(level)}
                                disabled={readOnly}
                                onChange={e => {
                                    const next = e.target.checked
                                        ? CRITICALITIES.filter(
                                              l =>
                                                  l === level ||
                                                  chosen.includes(l)
                                          )
                                        : chosen.filter(l => l !== level);
                                    input.onChange(next);
                                    input.onBlur();
                                }}
                            />
                        }
                        label={<CriticalityChip value={level} />}
                    />
                ))}
            </FormGroup>
            {error && (
                <FormHelperText>
                    <ValidationError error={error} />
                </FormHelperText>
            )}
        </FormControl>
    );
};
