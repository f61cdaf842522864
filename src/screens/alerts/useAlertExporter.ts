import { useCallback } from 'react';
import { useLocale, useTranslate, type Exporter } from 'react-admin';
import { useExportLimitNotice } from '@/builders/list/useResourceExporter';
import type { AlertRecord } from '@/providers/monitoring/alertsApi';
import { retryImport } from '@/providers/retryImport';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

// Fetched when "Export" is pressed, not with the screen.
const loadExport = retryImport(() => import('./alertExport'));

/** react-admin's `exporter` for the alert list (alertExport.ts). */
export const useAlertExporter = (): Exporter<AlertRecord> => {
    const translate = useTranslate();
    const locale = useLocale();
    const { timeZone } = useDateTimeFormat();
    const notice = useExportLimitNotice();
    return useCallback<Exporter<AlertRecord>>(
        async alerts => {
            const { exportAlerts } = await loadExport();
            exportAlerts(alerts, { translate, locale, timeZone });
            notice(alerts.length);
        },
        [translate, locale, timeZone, notice]
    );
};
