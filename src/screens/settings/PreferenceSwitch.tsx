import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

interface PreferenceSwitchProps {
    label: string;
    help: string;
    checked: boolean;
    onChange: (checked: boolean) => void;
}

/** One on/off preference; its help text is the switch's description. */
export const PreferenceSwitch = ({
    label,
    help,
    checked,
    onChange,
}: PreferenceSwitchProps) => {
    const helpId = useId();
    return (
        <div>
            <FormControlLabel
                label={label}
                control={
                    <Switch
                        checked={checked}
                        onChange={event => onChange(event.target.checked)}
                        slotProps={{
                            input: { 'aria-describedby': helpId },
                        }}
                    />
                }
            />
            <FormHelperText id={helpId} sx={{ mt: 0, mb: 1 }}>
                {help}
            </FormHelperText>
        </div>
    );
};
