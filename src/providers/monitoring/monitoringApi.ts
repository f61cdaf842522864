/**
 * The monitoring screens' own dataProvider methods (src/providers/dataProvider.ts):
 * one request each, typed by the shared domain.
 */
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardSummary } from '@shared/domain/dashboard';
import type { InstrumentationItem } from '@shared/domain/instrumentation';
import type { IntegrationHealth } from '@shared/domain/integrationHealth';
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
    /**
     * A company's Zabbix integration tried (admins): the one given (the
     * form's values, saved or not), else the saved one. Its checks, or a
     * SeriesError.
     */
    testZabbixIntegration: (
        id: string | number,
        apiIntegration?: ZabbixIntegrationValues
    ) => Promise<{ data: ZabbixTestResult }>;
    /** A company's Zabbix integration as the last-seen poll last found it. */
    getZabbixHealth: (
        id: string | number
    ) => Promise<{ data: IntegrationHealth }>;
}

/** The Zabbix URL and token reference as a company's form holds them. */
export interface ZabbixIntegrationValues {
    zabbixUrl?: string | null;
    zabbixTokenRef?: string | null;
}

/**
 * What `POST /company/:id/zabbix-test` answers when Zabbix answered
 * (server/src/api/zabbixTestRoutes.ts).
 */
export interface ZabbixTestResult {
    /** The Zabbix tested; null for the server's. */
    url: string | null;
    version: string;
    tokenAccepted: boolean;
    /** The integration sent (the form's) or the saved one. */
    tested?: 'sent' | 'saved';
    /** The items the company's sensors name, and how many the token reads. */
    items?: { mapped: number; readable: number };
    history?: 'allowed' | 'denied';
    trends?: 'allowed' | 'denied';
}

export const useMonitoringApi = () => useDataProvider<MonitoringDataProvider>();
