import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';

interface MenuSearchProps {
    value: string;
    onChange: (value: string) => void;
}

export const MenuSearch = ({ value, onChange }: MenuSearchProps) => {
    const translate = useTranslate();
    return (
        <TextField
            type="search"
            fullWidth
            size="small"
            label={translate('app.shell.searchPages')}
            value={value}
            onChange={event => onChange(event.target.value)}
            slotProps={{
                input: {
                    startAdornment: (
                        <InputAdornment position="start">
                            <Search fontSize="small" />
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};
