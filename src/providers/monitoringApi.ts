/**
 * The monitoring screens' own dataProvider methods (src/providers/dataProvider.ts):
 * one request each, typed by the shared domain.
 */
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardSummary } from '@shared/domain/dashboard';
import type { InstrumentationItem } from '@shared/domain/instrumentation';
import type { Overview } from '@shared/domain/overview';

export interface OutboxNotification {
    id: number;
    contactId: number | null;
    channel: 'sms' | 'email' | 'voice' | 'push';
    recipient: string;
    createdAt: string;
}

export interface MonitoringDataProvider extends DataProvider {
    getDashboardSummary: () => Promise<{ data: DashboardSummary }>;
    getOverview: () => Promise<{ data: Overview }>;
    getInstrumentation: () => Promise<{ data: InstrumentationItem[] }>;
    getSimulationOutbox: (
        id: string | number
    ) => Promise<{ data: OutboxNotification[] }>;
    sendSimulation: (id: string | number) => Promise<unknown>;
    /** A company's Zabbix integration tried (admins): its version, or a SeriesError. */
    testZabbixIntegration: (
        id: string | number
    ) => Promise<{ data: ZabbixTestResult }>;
}

/** What `POST /company/:id/zabbix-test` answers when the integration works. */
export interface ZabbixTestResult {
    /** The company's own Zabbix; null for the server's. */
    url: string | null;
    version: string;
    tokenAccepted: boolean;
}

export const useMonitoringApi = () => useDataProvider<MonitoringDataProvider>();
