/**
 * The alert list as a CSV file, loaded when "Export"
 * is pressed: the list's columns as it words them (the level, the state
 * and who acknowledged in the user's language), the reading as a number
 * with its unit in the next column, times on the plant's clock with their
 * offset (src/csv).
 */
import type { TranslateFunction } from 'react-admin';
import { READING_DECIMALS } from '@shared/declarations/measure';
import { csvConventions } from '@/csv/csvConventions';
import { csvDocument, type CsvValue } from '@/csv/csvDocument';
import { downloadCsv } from '@/csv/downloadCsv';
import { exportFileName } from '@/builders/list/resourceExport';
import type { AlertRecord } from '@/providers/monitoring/alertsApi';

export interface AlertExportContext {
    translate: TranslateFunction;
    locale: string;
    timeZone: string;
}

export const alertsCsv = (
    alerts: readonly AlertRecord[],
    { translate, locale, timeZone }: AlertExportContext
): string => {
    const conventions = csvConventions(locale, timeZone);
    const at = (t: string) => conventions.instant(t);
    const columns: [string, (a: AlertRecord) => CsvValue][] = [
        [
            'app.alerts.fields.level',
            a => translate(`app.options.criticality.${a.level}`),
        ],
        ['app.alerts.fields.device', a => a.deviceName],
        [
            'app.alerts.fields.value',
            a =>
                a.value === null
                    ? translate(`app.alerts.cause.${a.cause}`)
                    : { number: a.value, decimals: READING_DECIMALS },
        ],
        ['app.export.unit', a => (a.value === null ? '' : (a.unit ?? ''))],
        [
            'app.alerts.fields.state',
            a =>
                [
                    translate(`app.alerts.state.${a.state}`),
                    ...(a.mutedUntil
                        ? [
                              translate('app.alerts.mutedUntil', {
                                  time: at(a.mutedUntil),
                              }),
                          ]
                        : []),
                ].join(' — '),
        ],
        ['app.alerts.fields.openedAt', a => at(a.openedAt)],
        ['app.alerts.fields.updatedAt', a => at(a.updatedAt)],
        [
            'app.alerts.fields.acknowledged',
            a =>
                a.acknowledgedAt
                    ? [
                          translate('app.alerts.acknowledgedBy', {
                              name:
                                  a.acknowledgedBy?.name ??
                                  translate('app.alerts.history.someone'),
                              time: at(a.acknowledgedAt),
                          }),
                          ...(a.acknowledgeComment
                              ? [
                                    translate('app.alerts.history.comment', {
                                        comment: a.acknowledgeComment,
                                    }),
                                ]
                              : []),
                      ].join(' — ')
                    : translate('app.alerts.notAcknowledged'),
        ],
    ];
    return csvDocument(
        conventions,
        columns.map(([label]) => translate(label)),
        alerts.map(a => columns.map(([, value]) => value(a)))
    );
};

export const exportAlerts = (
    alerts: readonly AlertRecord[],
    context: AlertExportContext
) =>
    downloadCsv(
        alertsCsv(alerts, context),
        exportFileName(context.translate('app.pages.alerts'), context.timeZone)
    );
