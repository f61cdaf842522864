import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { visuallyHidden } from '@/builders/visuallyHidden';
import {
    ALERTS_PAGE,
    PENDING_ALERTS,
    type AlertRecord,
} from '@/providers/monitoring/alertsApi';
import { canReachPage } from '@/providers/access';
import { usePlantEventListener } from '@/providers/monitoring/PlantEvents';
import type { PlantEvent } from '@/providers/monitoring/plantEvents';
import { useSession } from '@/session/hooks';
import { setTitleAlertCount } from '../page/documentTitle';

/** A change that makes an alert newly critical: opened so, or raised to it. */
export const isNewCritical = (event: PlantEvent): boolean =>
    event.level === 'critical' &&
    (event.change === 'opened' || event.change === 'raised');

/**
 * Drawn once in the shell for users with the alerts page: the tab's title
 * counts the open unacknowledged alerts, and a polite live region says a
 * newly critical alert once (not again at each refresh or event of the same
 * alert), naming its device.
 */
export const AlertsWatch = () => {
    const session = useSession();
    const allowed = canReachPage(session, ALERTS_PAGE);
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    // Kept fresh by the event stream (or its 30 s polling), not by age:
    // the dashboard reads the same query without asking again.
    const { total } = useGetList('alert', PENDING_ALERTS, {
        enabled: allowed,
    });
    useEffect(() => {
        setTitleAlertCount(allowed ? (total ?? 0) : 0);
    }, [allowed, total]);
    useEffect(() => () => setTitleAlertCount(0), []);

    const announced = useRef(new Set<number>());
    const [message, setMessage] = useState('');
    usePlantEventListener(event => {
        if (!allowed || !isNewCritical(event)) return;
        if (announced.current.has(event.id)) return;
        announced.current.add(event.id);
        const say = (device?: string) =>
            setMessage(
                device
                    ? translate('app.alerts.announce.critical', { device })
                    : translate('app.alerts.announce.criticalUnnamed')
            );
        dataProvider
            .getOne<AlertRecord & { id: number }>('alert', { id: event.id })
            .then(
                ({ data }) => say(data.deviceName),
                () => say()
            );
    });
    return (
        <Box
            role="status"
            aria-live="polite"
            data-testid="alert-announcer"
            sx={visuallyHidden}
        >
            {message}
        </Box>
    );
};
