import TextField from '@mui/material/TextField';
import { useLocaleState, useTranslate } from 'ra-core';
import { LOCALES } from '@/preferences/locale';

/**
 * The spec's two languages, in their own names. The i18nProvider stores
 * the choice when react-admin asks it to change locale.
 */
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
            onChange={event => setLocale(event.target.value)}
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
