import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    presetRange,
    RANGE_PRESETS,
    type RangeChoice,
    type RangePreset,
    type TimeRange,
} from './ranges';

/** `datetime-local` speaks the browser's local time, without an offset. */
const toLocalInput = (t: number) => {
    const d = new Date(t);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (text: string) =>
    text ? new Date(text).getTime() : NaN;

export interface RangePickerProps {
    choice: RangeChoice;
    range: TimeRange;
    onChange: (choice: RangeChoice, range: TimeRange) => void;
}

/** Last 1 h, 24 h, 7 d, 30 d, or a custom span typed in two fields. */
export const RangePicker = ({ choice, range, onChange }: RangePickerProps) => {
    const translate = useTranslate();
    const [from, setFrom] = useState(() => toLocalInput(range.from));
    const [to, setTo] = useState(() => toLocalInput(range.to));
    const [custom, setCustom] = useState(choice === 'custom');
    const start = fromLocalInput(from);
    const end = fromLocalInput(to);
    const invalid = !(start < end);

    return (
        <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' } }}>
            <ToggleButtonGroup
                size="small"
                exclusive
                value={custom ? 'custom' : choice}
                aria-label={translate('app.charts.range')}
                onChange={(_e, next: RangeChoice | null) => {
                    if (!next) return;
                    if (next === 'custom') {
                        setCustom(true);
                        return;
                    }
                    setCustom(false);
                    onChange(next, presetRange(next));
                }}
            >
                {(Object.keys(RANGE_PRESETS) as RangePreset[]).map(p => (
                    <ToggleButton key={p} value={p}>
                        {translate(`app.charts.ranges.${p}`)}
                    </ToggleButton>
                ))}
                <ToggleButton value="custom">
                    {translate('app.charts.ranges.custom')}
                </ToggleButton>
            </ToggleButtonGroup>
            {custom && (
                <Stack
                    component="form"
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    onSubmit={e => {
                        e.preventDefault();
                        if (!invalid)
                            onChange('custom', { from: start, to: end });
                    }}
                >
                    <TextField
                        size="small"
                        type="datetime-local"
                        label={translate('app.charts.from')}
                        value={from}
                        onChange={e => setFrom(e.target.value)}
                        slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <TextField
                        size="small"
                        type="datetime-local"
                        label={translate('app.charts.to')}
                        value={to}
                        onChange={e => setTo(e.target.value)}
                        error={invalid}
                        helperText={
                            invalid
                                ? translate('app.charts.badRange')
                                : undefined
                        }
                        slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <Button type="submit" variant="outlined" disabled={invalid}>
                        {translate('app.charts.apply')}
                    </Button>
                </Stack>
            )}
        </Stack>
    );
};
