import { useQuery } from '@tanstack/react-query';
import { useMonitoringApi } from '@/providers/monitoring/monitoringApi';
import { IntegrationWarning } from '@/builders/IntegrationWarning';
import { monitoringRefreshMs } from '@/providers/monitoring/refresh';

/**
 * The company's Zabbix integration failing, on its page (docs/monitoring.md,
 * "When the integration fails"): asked with the screens' refresh and again
 * when a push says its plants' devices changed (`['company-health']` is
 * among the keys a push makes stale: src/providers/monitoring/PlantEvents.tsx).
 */
export const CompanyIntegration = ({ companyId }: { companyId: string }) => {
    const api = useMonitoringApi();
    const { data } = useQuery({
        queryKey: ['company-health', companyId],
        queryFn: async () => (await api.getZabbixHealth(companyId)).data,
        refetchInterval: monitoringRefreshMs(),
        refetchIntervalInBackground: false,
    });
    return <IntegrationWarning where="company" health={data} />;
};
