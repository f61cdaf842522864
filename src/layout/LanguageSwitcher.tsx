import TextField from '@mui/material/TextField';
import { useLocaleState, useTranslate } from 'ra-core';
import { LOCALES, storeLocale } from '@/preferences/locale';

/** The spec's two languages, in their own names. */
export const LanguageSwitcher = () => {
    const translate = useTranslate();
    const [locale, setLocale] = useLocaleState();
    return (
        <TextField
            select
            fullWidth
            size="small"
            label={translate('app.shell.language')}
            value={locale}
            onChange={event => {
                // Stored where start-up reads it, whatever store react-admin has.
                storeLocale(event.target.value);
                setLocale(event.target.value);
            }}
            slotProps={{ select: { native: true } }}
        >
            {LOCALES.map(code => (
                <option key={code} value={code} lang={code}>
                    {translate(`app.shell.languages.${code}`, { _: code })}
                </option>
            ))}
        </TextField>
    );
};
