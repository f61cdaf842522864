import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { fieldLabelKey } from '@/builders/labelKeys';
import {
    MENU_ICON_NAMES,
    MenuIcon,
    hasMenuIcon,
} from '@/layout/menu/menuIcons';

/**
 * The icon of a page or module, picked by seeing it: each choice shows its
 * glyph beside its name. Only icons the menu can draw are offered; a stored
 * name it cannot draw stays shown (with the fallback glyph) until changed.
 */
export const IconPickerInput = ({
    resource,
    readOnly,
}: {
    resource: 'page' | 'module';
    readOnly: boolean;
}) => {
    const translate = useTranslate();
    const { field, fieldState, id } = useInput({ source: 'icon' });
    const value = typeof field.value === 'string' ? field.value : null;
    const options =
        value && !hasMenuIcon(value)
            ? [value, ...MENU_ICON_NAMES]
            : [...MENU_ICON_NAMES];
    const error = fieldState.error?.message;
    return (
        <Autocomplete
            id={id}
            options={options}
            value={value || null}
            readOnly={readOnly}
            onChange={(_e, next) => field.onChange(next ?? null)}
            onBlur={field.onBlur}
            sx={{ width: '100%', maxWidth: 360, mb: 2 }}
            renderOption={({ key, ...props }, option) => (
                <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
                    <MenuIcon name={option} />
                    {option}
                </Box>
            )}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate(fieldLabelKey(resource, 'icon'))}
                    error={Boolean(error)}
                    helperText={error ? <ValidationError error={error} /> : ' '}
                    InputProps={{
                        ...params.InputProps,
                        startAdornment: value ? (
                            <Box
                                component="span"
                                sx={{ display: 'flex', ml: 1 }}
                                data-testid="chosen-icon"
                            >
                                <MenuIcon name={value} />
                            </Box>
                        ) : undefined,
                    }}
                />
            )}
        />
    );
};
