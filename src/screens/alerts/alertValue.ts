import { numberFormat } from '@shared/domain/numberFormat';
import type { AlertRecord } from '@/providers/monitoring/alertsApi';

/** The alert's reading with its unit ("418,9 m"), or undefined without one. */
export const alertValue = (
    alert: Pick<AlertRecord, 'value' | 'unit'>,
    locale: string
): string | undefined =>
    alert.value === null
        ? undefined
        : `${numberFormat(locale, 4).format(alert.value)} ${alert.unit ?? ''}`.trim();
