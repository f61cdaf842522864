import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeTextField, useDateTimeText } from '@/builders/form/DateInputs';
import { DEFAULT_TRENDS_DAYS, rangeProblem } from '@shared/domain/rangePlan';
import {
    presetRange,
    RANGE_PRESETS,
    type RangeChoice,
    type RangePreset,
    type TimeRange,
} from './ranges';

export interface RangePickerProps {
    choice: RangeChoice;
    range: TimeRange;
    onChange: (choice: RangeChoice, range: TimeRange) => void;
}

const DAY_MS = 86_400_000;

/**
 * Last 1 h, 24 h, 7 d, 30 d, or a custom span typed in two fields. A
 * custom span Zabbix cannot answer (reversed, longer than the longest
 * range, older than what Zabbix keeps) is explained here, in words, and
 * never sent.
 */
export const RangePicker = ({ choice, range, onChange }: RangePickerProps) => {
    const translate = useTranslate();
    // Typed on the company's clock, in the user's language, like every date input.
    const { show, read } = useDateTimeText();
    const [from, setFrom] = useState(() => show(range.from));
    const [to, setTo] = useState(() => show(range.to));
    const [custom, setCustom] = useState(choice === 'custom');
    const start = read(from);
    const end = read(to);
    // When the picker opened: retention is counted in days, minutes do not matter.
    const [now] = useState(Date.now);
    const problem = rangeProblem({ from: start, to: end, now });
    const invalid = problem !== null;
    const problemText =
        problem === 'tooLong'
            ? translate('app.charts.tooLongRange')
            : problem === 'beyondRetention'
              ? translate('app.charts.beyondRetention', {
                    days: DEFAULT_TRENDS_DAYS,
                    earliest: show(now - DEFAULT_TRENDS_DAYS * DAY_MS),
                })
              : translate('app.charts.badRange');

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
                    <DateTimeTextField
                        size="small"
                        label={translate('app.charts.from')}
                        value={from}
                        onChange={setFrom}
                    />
                    <DateTimeTextField
                        size="small"
                        label={translate('app.charts.to')}
                        value={to}
                        onChange={setTo}
                        error={invalid}
                        helperText={invalid ? problemText : undefined}
                    />
                    <Button type="submit" variant="outlined" disabled={invalid}>
                        {translate('app.charts.apply')}
                    </Button>
                </Stack>
            )}
        </Stack>
    );
};
