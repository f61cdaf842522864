import { useCallback } from 'react';
import { useLocale, useNotify, useTranslate, type Exporter } from 'react-admin';
import type { ResourceDefinition } from '@shared/domain/fields';
import { retryImport } from '@/providers/retryImport';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/**
 * The most records an export holds (the data provider asks the API's
 * pages of 100 for them): past it the file holds the first ones and the
 * user is told to narrow the filters.
 */
export const EXPORT_MAX_ROWS = 10_000;

// The CSV code is its own chunk, fetched when "Export" is pressed: the
// first list's budget does not carry it (docs/performance.md, "Chunks").
const loadExport = retryImport(() => import('./resourceExport'));

/** Tells the user the file holds only the first EXPORT_MAX_ROWS records. */
export const useExportLimitNotice = () => {
    const notify = useNotify();
    const locale = useLocale();
    return useCallback(
        (count: number) => {
            if (count >= EXPORT_MAX_ROWS)
                notify('app.export.truncated', {
                    type: 'warning',
                    messageArgs: {
                        count: EXPORT_MAX_ROWS.toLocaleString(locale),
                    },
                });
        },
        [notify, locale]
    );
};

/**
 * react-admin's `exporter` for a generated list: the records its
 * ExportButton fetched with the list's filters and sort, written as the
 * list shows them (resourceExport.ts).
 */
export const useResourceExporter = (
    definition: ResourceDefinition
): Exporter => {
    const translate = useTranslate();
    const locale = useLocale();
    const dates = useDateTimeFormat();
    const notice = useExportLimitNotice();
    return useCallback<Exporter>(
        async (records, fetchRelated) => {
            const { exportResource } = await loadExport();
            await exportResource(definition, records, fetchRelated, {
                translate,
                locale,
                dates,
            });
            notice(records.length);
        },
        [definition, translate, locale, dates, notice]
    );
};
