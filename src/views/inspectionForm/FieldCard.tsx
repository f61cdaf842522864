import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { DragEvent } from 'react';
import {
    BooleanInput,
    SelectInput,
    TextInput,
    useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SETTINGS_BY_TYPE } from '@shared/domain/inspectionFields';
import {
    INSPECTION_FIELD_TYPES,
    JUSTIFY_KINDS,
} from '@shared/declarations/inspectionForm';
import { Fieldset } from '@/builders/form/Fieldset';
import { FieldSettings } from './FieldSettings';
import { settingLabelKey, useSettingValidator } from './settingValidators';

const TYPE_CHOICES = INSPECTION_FIELD_TYPES.map(t => ({
    id: t,
    name: `app.options.inspectionFieldType.${t}`,
}));
const JUSTIFY_CHOICES = JUSTIFY_KINDS.map(j => ({
    id: j,
    name: `resources.inspection-form.options.fields.justify.${j}`,
}));
const TYPED = [
    'defaultValue',
    'decimalPlaces',
    'minValue',
    'maxValue',
    'options',
];

export interface FieldCardProps {
    index: number;
    count: number;
    readOnly: boolean;
    onMove: (from: number, to: number) => void;
    onRemove: () => void;
    /** Native drag and drop; the buttons are the keyboard's way. */
    drag: {
        onDragStart: (e: DragEvent) => void;
        onDragOver: (e: DragEvent) => void;
        onDrop: (e: DragEvent) => void;
        over: boolean;
    };
}

/** One field of the form: its title, type and the settings its type uses. */
export const FieldCard = ({
    index,
    count,
    readOnly,
    onMove,
    onRemove,
    drag,
}: FieldCardProps) => {
    const translate = useTranslate();
    const { setValue, getValues } = useFormContext();
    const type = Number(useWatch({ name: `fields.${index}.fieldType` }));
    const title = useWatch({ name: `fields.${index}.title` }) as
        string | undefined;
    const validateTitle = useSettingValidator('title', index);
    const validateDescription = useSettingValidator('description', index);
    const validateType = useSettingValidator('fieldType', index);
    const n = index + 1;
    const heading = title?.trim()
        ? `${translate('app.inspection.builder.field', { n })}: ${title}`
        : translate('app.inspection.builder.untitled', { n });
    // A type keeps none of the settings it does not use: they would be refused.
    const clearUnused = (next: number) => {
        const used = SETTINGS_BY_TYPE[next] ?? [];
        for (const s of TYPED) {
            const path = `fields.${index}.${s}`;
            if (!used.includes(s) && getValues(path) != null)
                setValue(path, s === 'options' ? [] : null, {
                    shouldDirty: true,
                });
        }
    };
    const button = (
        key: 'moveUp' | 'moveDown' | 'remove',
        icon: React.ReactNode,
        onClick: () => void,
        disabled = false
    ) => {
        const label = translate(`app.inspection.builder.${key}`, { n });
        return (
            <IconButton
                id={`field-${key}-${index}`}
                aria-label={label}
                title={label}
                onClick={onClick}
                disabled={disabled}
            >
                {icon}
            </IconButton>
        );
    };
    return (
        <Fieldset
            legend={heading}
            onDragOver={readOnly ? undefined : drag.onDragOver}
            onDrop={readOnly ? undefined : drag.onDrop}
            data-testid={`field-card-${index}`}
            borderColor={drag.over ? 'primary.main' : 'divider'}
            sx={{
                border: 2,
                borderStyle: drag.over ? 'dashed' : 'solid',
                mb: 2,
            }}
        >
            {!readOnly && (
                <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
                    <Box
                        draggable
                        onDragStart={drag.onDragStart}
                        title={translate('app.inspection.builder.drag', { n })}
                        aria-hidden
                        sx={{ cursor: 'grab', display: 'flex', p: 1 }}
                    >
                        <DragIndicatorIcon />
                    </Box>
                    {button(
                        'moveUp',
                        <ArrowUpwardIcon />,
                        () => onMove(index, index - 1),
                        index === 0
                    )}
                    {button(
                        'moveDown',
                        <ArrowDownwardIcon />,
                        () => onMove(index, index + 1),
                        index === count - 1
                    )}
                    {button('remove', <DeleteIcon />, onRemove)}
                </Stack>
            )}
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                <TextInput
                    source={`fields.${index}.title`}
                    label={settingLabelKey('title')}
                    validate={validateTitle}
                    readOnly={readOnly}
                    fullWidth={false}
                    sx={{ minWidth: 280, flex: '2 1 280px' }}
                />
                <SelectInput
                    source={`fields.${index}.fieldType`}
                    label={settingLabelKey('fieldType')}
                    choices={TYPE_CHOICES}
                    validate={validateType}
                    readOnly={readOnly}
                    onChange={e => clearUnused(Number(e?.target?.value))}
                    fullWidth={false}
                    sx={{ minWidth: 180 }}
                />
                <SelectInput
                    source={`fields.${index}.justify`}
                    label={settingLabelKey('justify')}
                    choices={JUSTIFY_CHOICES}
                    readOnly={readOnly}
                    emptyText=""
                    fullWidth={false}
                    sx={{ minWidth: 180 }}
                />
                <BooleanInput
                    source={`fields.${index}.isRequired`}
                    label={settingLabelKey('isRequired')}
                    readOnly={readOnly}
                    sx={{ alignSelf: 'center' }}
                />
            </Stack>
            <TextInput
                source={`fields.${index}.description`}
                label={settingLabelKey('description')}
                validate={validateDescription}
                readOnly={readOnly}
                fullWidth
            />
            {SETTINGS_BY_TYPE[type] && (
                <FieldSettings index={index} type={type} readOnly={readOnly} />
            )}
        </Fieldset>
    );
};
