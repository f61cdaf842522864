import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';
import type { IntegrationHealth } from '@shared/domain/integrationHealth';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/**
 * A company's Zabbix integration failing (docs/monitoring.md, "When the
 * integration fails"), said where it matters: on the dashboard of each of
 * its plants and on the company's page. In words with an icon (never a
 * colour alone): since when, why, and what it means for the sensors read
 * through it (unknown, not offline; no silence alert to the contacts).
 * Nothing while the integration answers.
 */
export const IntegrationWarning = ({
    health,
    where,
    unknown,
    timeZone,
}: {
    health: IntegrationHealth | undefined;
    /** The dashboard speaks to operators, the company's page to its administrators. */
    where: 'dashboard' | 'company';
    /** How many of the plant's sensors read unknown (the dashboard). */
    unknown?: number;
    timeZone?: string | null;
}) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat(timeZone);
    if (!health?.failing) return null;
    return (
        <Alert
            severity="error"
            // Polite: it is there at every refresh, not news each time.
            role="status"
            data-testid="integration-warning"
        >
            <AlertTitle component="h2">
                {translate('app.integration.title')}
            </AlertTitle>
            {translate('app.integration.since', {
                since: health.since ? dates.dateTime(health.since) : '',
                reason: translate(
                    `app.integration.failure.${health.failure ?? 'unreachable'}`
                ),
            })}{' '}
            {where === 'dashboard'
                ? translate('app.integration.dashboard', {
                      smart_count: unknown ?? 0,
                  })
                : translate('app.integration.company')}
        </Alert>
    );
};
