import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import type { MenuPlant } from '../menu/menuSource';

export interface PlantSwitcherProps {
    subsidiaries: MenuPlant[];
    selectedId: number | null;
    onSelect: (id: number) => void;
    /** Drawn from the stored copy: shown, not usable until the session answers. */
    disabled?: boolean;
    /** `medium` where a gloved finger must hit it (the field app: 56 px). */
    size?: 'small' | 'medium';
}

/** A native select: keyboard and screen-reader behaviour come for free. */
export const PlantSwitcher = ({
    subsidiaries,
    selectedId,
    onSelect,
    disabled = false,
    size = 'small',
}: PlantSwitcherProps) => {
    const translate = useTranslate();
    return (
        <TextField
            select
            fullWidth
            size={size}
            label={translate('app.shell.plant')}
            value={selectedId === null ? '' : String(selectedId)}
            disabled={disabled || subsidiaries.length <= 1}
            onChange={event => {
                const id = Number(event.target.value);
                if (id !== selectedId) onSelect(id);
            }}
            slotProps={{ select: { native: true } }}
        >
            {selectedId === null && <option value="" disabled />}
            {subsidiaries.map(subsidiary => (
                <option key={subsidiary.id} value={String(subsidiary.id)}>
                    {subsidiary.name}
                </option>
            ))}
        </TextField>
    );
};
