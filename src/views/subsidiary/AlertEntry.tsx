import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import {
    SelectInput,
    useSourceContext,
    useTranslate,
    type Validator,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CRITICALITIES } from '@shared/domain/fields';
import { FieldInput } from '@/builders/form/inputFor';
import { fieldLabelKey } from '@/builders/labelKeys';
import { optionChoices } from '@/builders/form/optionChoices';
import { memberValidator } from '@/validation/itemValidators';
import { validatorFor } from '@/validation/validators';
import { alertConfigField, alertMember } from './plantFields';
import { notRepeatedSensorType } from './sensorTypeValidator';
import { ThresholdScale } from './ThresholdScale';

const RESOURCE = 'subsidiary';
const label = (member: string) =>
    fieldLabelKey(RESOURCE, `alertConfig.${member}`);
const DIRECTIONS = ['above', 'below'].map(id => ({
    id,
    name: `app.plant.alerts.direction.${id}`,
}));

/** The members the entry's rules across members speak of. */
const CHECKED = [
    'sensorType',
    'direction',
    ...CRITICALITIES,
    'compareToPreviousMeasure',
];

const directionAcross = (text: string) =>
    memberValidator(alertConfigField, 'direction', text);

/** A member's own rules (required, option) and, for the sensor type, no repeats. */
const useMemberValidator = (
    member: string,
    extra?: (l: string) => Validator
) => {
    const translate = useTranslate();
    const text = translate(label(member));
    return useMemo(() => {
        const own = validatorFor(alertMember(member), text);
        const more = extra?.(text);
        return more ? [own, more] : own;
    }, [member, text, extra]);
};

const Member = ({
    source,
    readOnly,
}: {
    source: string;
    readOnly: boolean;
}) => (
    <FieldInput
        resource={RESOURCE}
        field={alertMember(source)}
        source={source}
        labelPath={`alertConfig.${source}`}
        readOnly={readOnly}
        mode="edit"
        item={alertConfigField}
    />
);

/**
 * One sensor type's alert configuration, inside the list's iterator (its
 * inputs' sources are relative to the entry). The thresholds use the
 * generated inputs, whose validators run the declaration's shared order
 * rule at each bound.
 */
export const AlertEntry = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const sourceContext = useSourceContext();
    const path = sourceContext.getSource('');
    const itemPath = path.endsWith('.') ? path.slice(0, -1) : path;
    const item = (useWatch({ name: itemPath }) ?? {}) as Record<
        string,
        unknown
    >;
    const { trigger } = useFormContext();
    const { isSubmitted } = useFormState();
    const sensorTypeValidate = useMemberValidator(
        'sensorType',
        notRepeatedSensorType
    );
    // The direction answers to the sensor type's sense too (a rain gauge
    // has no dangerous low: shared/domain/sensorTypeRules.ts).
    const directionValidate = useMemberValidator('direction', directionAcross);

    // After a first save attempt, a changed type, bound, direction or
    // comparison re-checks the whole entry: fixing one member can clear
    // another's message.
    const watched = CHECKED.map(m => item[m]).join('|');
    useEffect(() => {
        if (isSubmitted) void trigger(CHECKED.map(m => `${itemPath}.${m}`));
    }, [watched, isSubmitted, trigger, itemPath]);

    const sensorType =
        typeof item.sensorType === 'string' ? item.sensorType : '';
    return (
        <Stack sx={{ width: '100%' }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {sensorType
                    ? translate('app.plant.alerts.entry', {
                          sensorType: translate(
                              `app.options.sensorType.${sensorType}`
                          ),
                      })
                    : translate('app.plant.alerts.newEntry')}
            </Typography>
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ columnGap: 2 }}
            >
                <SelectInput
                    source="sensorType"
                    label={label('sensorType')}
                    choices={optionChoices(
                        RESOURCE,
                        'alertConfig.sensorType',
                        alertMember('sensorType')
                    )}
                    validate={sensorTypeValidate}
                    readOnly={readOnly}
                />
                <SelectInput
                    source="direction"
                    label={label('direction')}
                    choices={DIRECTIONS}
                    validate={directionValidate}
                    readOnly={readOnly}
                />
            </Stack>
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ columnGap: 2 }}
            >
                {CRITICALITIES.map(level => (
                    <Member key={level} source={level} readOnly={readOnly} />
                ))}
            </Stack>
            <ThresholdScale item={item} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.plant.alerts.previous')}
            </Typography>
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ columnGap: 2 }}
            >
                <Member source="numberOfPreviousMeasures" readOnly={readOnly} />
                <Member source="compareToPreviousMeasure" readOnly={readOnly} />
                <Member source="noDataTimeoutMin" readOnly={readOnly} />
            </Stack>
        </Stack>
    );
};
