import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { LanguageSwitcher } from '@/layout/shell/LanguageSwitcher';
import type { UserPreferences } from '@/preferences/preferences';
import { usePreferences } from '@/preferences/usePreferences';
import { SectionCard } from '@/layout/page/SectionCard';
import { resetMenuGroups } from './settings/menuGroups';
import { PreferenceSwitch } from './settings/PreferenceSwitch';

type SwitchKey = 'showFilterOpen' | 'showMenuOpen';

const SWITCHES: readonly SwitchKey[] = ['showFilterOpen', 'showMenuOpen'];

/**
 * `/settings`: the local preferences (spec section 3). Every change is
 * stored at once; the shell and the lists read the same store.
 */
export const Settings = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const [preferences, setPreferences] = usePreferences();
    const ids = useId();
    const storedGroups = Object.keys(
        preferences.menuConfig.moduleExpanded
    ).length;
    const setSwitch = (key: SwitchKey, value: boolean) =>
        setPreferences((current): UserPreferences => ({
            ...current,
            [key]: value,
        }));
    const reset = () => {
        resetMenuGroups();
        notify('app.settings.menuGroupsReset', { type: 'info' });
    };
    return (
        <Stack
            component="section"
            aria-labelledby={`${ids}-title`}
            spacing={2}
            sx={{ py: 2, maxWidth: 720 }}
        >
            <Title title="app.settings.title" />
            <div>
                <Typography variant="h5" component="h1" id={`${ids}-title`}>
                    {translate('app.settings.title')}
                </Typography>
                <Typography color="text.secondary">
                    {translate('app.settings.intro')}
                </Typography>
            </div>
            <SectionCard
                id={`${ids}-display`}
                title={translate('app.settings.display')}
            >
                {SWITCHES.map(key => (
                    <PreferenceSwitch
                        key={key}
                        label={translate(`app.settings.${key}`)}
                        help={translate(`app.settings.${key}Help`)}
                        checked={preferences[key]}
                        onChange={value => setSwitch(key, value)}
                    />
                ))}
            </SectionCard>
            <SectionCard
                id={`${ids}-language`}
                title={translate('app.settings.language')}
            >
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {translate('app.settings.languageHelp')}
                </Typography>
                <LanguageSwitcher />
            </SectionCard>
            <SectionCard
                id={`${ids}-menu`}
                title={translate('app.settings.menuGroups')}
            >
                <Typography color="text.secondary">
                    {translate('app.settings.menuGroupsHelp')}
                </Typography>
                <Typography sx={{ my: 1 }} aria-live="polite">
                    {storedGroups > 0
                        ? translate('app.settings.menuGroupsStored', {
                              smart_count: storedGroups,
                          })
                        : translate('app.settings.menuGroupsNone')}
                </Typography>
                <Button
                    variant="outlined"
                    onClick={reset}
                    disabled={storedGroups === 0}
                >
                    {translate('app.settings.resetMenuGroups')}
                </Button>
            </SectionCard>
        </Stack>
    );
};
