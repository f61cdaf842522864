/**
 * react-admin's DataProvider for the REST contract of docs/api.md: one method
 * each, over httpClient (token, plant header, error decoding).
 */
import { retryImport } from './retryImport';
import type {
    CreateParams,
    DataProvider,
    DeleteParams,
    GetListParams,
    GetManyParams,
    GetManyReferenceParams,
    GetOneParams,
    Identifier,
    RaRecord,
    UpdateParams,
} from 'ra-core';
import { MAX_PAGE_SIZE } from '@shared/domain/paging';
import type { SensorSilence } from '@shared/domain/alerts';
import { changedFields } from './changedFields';
import type { ApiRequest, HttpClient } from './httpClient';
import type { SeriesMode, SeriesSource } from './monitoring/series';
import type { ZabbixIntegrationValues } from './monitoring/monitoringApi';

interface Envelope<T> {
    data: T;
}
interface Page<T> {
    data: T[];
    meta?: {
        page?: number;
        limit?: number;
        total?: number;
        /** More records match than the API counts (shared/domain/paging.ts). */
        totalCapped?: boolean;
    };
}

const appendFilter = (query: URLSearchParams, key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
        value.forEach(v => appendFilter(query, key, v));
        return;
    }
    query.append(
        key,
        typeof value === 'object' ? JSON.stringify(value) : String(value)
    );
};

/**
 * The filter bar sends what is being typed: a range bound (`date_gte`)
 * that is not yet a date (`20/11/2`) is not a bound, and the API would
 * refuse it, so it waits in its box until it is one.
 */
const isHalfTypedBound = (key: string, value: unknown) =>
    /_(gte|lte)$/.test(key) &&
    typeof value === 'string' &&
    !/^\d{4}-\d{2}-\d{2}/.test(value) &&
    !/^-?\d+(\.\d+)?$/.test(value);

/** The dashboard's one request for its figures. */
export const DASHBOARD_SUMMARY_PATH = '/dashboard/summary';

/** `/search` query: page, limit, search (the `q` filter), sort, order, filters. */
export const searchQuery = (params: {
    pagination?: { page: number; perPage: number };
    sort?: { field: string; order: string };
    filter?: Record<string, unknown>;
}): URLSearchParams => {
    const query = new URLSearchParams();
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    query.set('page', String(page));
    query.set('limit', String(perPage));
    const { q, ...filters } = params.filter ?? {};
    appendFilter(query, 'search', q);
    if (params.sort?.field) {
        query.set('sort', params.sort.field);
        query.set('order', params.sort.order === 'DESC' ? 'DESC' : 'ASC');
    }
    for (const [key, value] of Object.entries(filters)) {
        if (isHalfTypedBound(key, value)) continue;
        appendFilter(query, key, value);
    }
    return query;
};

/** The largest page size up to `max` that `n` is a multiple of (100 for 10,000). */
const largestDivisorUpTo = (n: number, max: number) => {
    for (let d = max; d > 1; d--) if (n % d === 0) return d;
    return 1;
};

const path = (resource: string, id?: Identifier) =>
    id === undefined
        ? `/${resource}`
        : `/${resource}/${encodeURIComponent(String(id))}`;

export const createDataProvider = (
    http: HttpClient,
    seriesMode: SeriesMode = { mode: 'proxy' }
): DataProvider => {
    // The series code loads with the first chart, not with the first screen.
    let series: Promise<SeriesSource> | undefined;
    const seriesSource = () =>
        (series ??= retryImport(() => import('./monitoring/series'))().then(
            m => m.createSeriesSource(seriesMode, http),
            (error: unknown) => {
                series = undefined;
                throw error;
            }
        ));
    // A Zabbix failure the API reports, in the chart's words (series.ts).
    const zabbixFailure = async (err: unknown) =>
        (
            await retryImport(() => import('./monitoring/series'))()
        ).seriesErrorOf(err);
    // Records come from JSON: their type is the caller's claim, as in every
    // react-admin data provider.
    const search = async <R extends RaRecord>(
        resource: string,
        query: URLSearchParams,
        signal?: AbortSignal
    ) => {
        const { json } = await http<Page<R>>(`/${resource}/search`, {
            query,
            signal,
        });
        const { meta } = json;
        // Past the API's count cap the list pages forward and back
        // (react-admin's partial pagination) instead of showing a total.
        if (meta?.totalCapped) {
            const page = meta.page ?? 1;
            return {
                data: json.data,
                pageInfo: {
                    hasNextPage: json.data.length === (meta.limit ?? 10),
                    hasPreviousPage: page > 1,
                },
            };
        }
        return { data: json.data, total: meta?.total ?? json.data.length };
    };
    const one = async <R extends RaRecord>(
        url: string,
        request: ApiRequest = {}
    ): Promise<{ data: R }> => {
        const { json } = await http<Envelope<R>>(url, request);
        return { data: json.data };
    };
    return {
        getList: async <R extends RaRecord>(
            resource: string,
            params: GetListParams
        ) => {
            const { page = 1, perPage = 10 } = params.pagination ?? {};
            if (perPage <= MAX_PAGE_SIZE)
                return search<R>(resource, searchQuery(params), params.signal);
            // A page larger than the API's (an export asks for thousands):
            // the API's pages that make it up, one after the other so that
            // one export does not crowd the server, until a short one.
            const size = largestDivisorUpTo(perPage, MAX_PAGE_SIZE);
            const first = ((page - 1) * perPage) / size + 1;
            const data: R[] = [];
            let total: number | undefined;
            let more = false;
            for (let p = first; data.length < perPage; p++) {
                const answer = await search<R>(
                    resource,
                    searchQuery({
                        ...params,
                        pagination: { page: p, perPage: size },
                    }),
                    params.signal
                );
                data.push(...answer.data);
                total ??= answer.total;
                more = answer.data.length === size;
                if (!more) break;
            }
            return total === undefined
                ? {
                      data,
                      pageInfo: {
                          hasNextPage: more,
                          hasPreviousPage: page > 1,
                      },
                  }
                : { data, total };
        },

        getOne: <R extends RaRecord>(
            resource: string,
            params: GetOneParams<R>
        ) => one<R>(path(resource, params.id), { signal: params.signal }),

        // One request for all ids: `/search?id=1&id=2` (docs/api.md, "Lists").
        getMany: async <R extends RaRecord>(
            resource: string,
            params: GetManyParams<R>
        ) => {
            if (!params.ids.length) return { data: [] };
            // At most a page of ids per request (an export names hundreds).
            const data: R[] = [];
            for (let i = 0; i < params.ids.length; i += MAX_PAGE_SIZE) {
                const ids = params.ids.slice(i, i + MAX_PAGE_SIZE);
                const query = new URLSearchParams();
                query.set('page', '1');
                query.set('limit', String(ids.length));
                ids.forEach(id => query.append('id', String(id)));
                data.push(
                    ...(await search<R>(resource, query, params.signal)).data
                );
            }
            return { data };
        },

        getManyReference: <R extends RaRecord>(
            resource: string,
            params: GetManyReferenceParams
        ) =>
            search<R>(
                resource,
                searchQuery({
                    ...params,
                    filter: { ...params.filter, [params.target]: params.id },
                }),
                params.signal
            ),

        create: <R extends Omit<RaRecord, 'id'>, Result extends RaRecord>(
            resource: string,
            params: CreateParams<R>
        ) => one<Result>(path(resource), { method: 'POST', body: params.data }),

        update: <R extends RaRecord>(
            resource: string,
            params: UpdateParams<R>
        ) =>
            one<R>(path(resource, params.id), {
                method: 'PATCH',
                body: changedFields(params.data, params.previousData),
            }),

        updateMany: async (resource, params) => {
            await Promise.all(
                params.ids.map(id =>
                    http(path(resource, id), {
                        method: 'PATCH',
                        body: params.data,
                    })
                )
            );
            return { data: params.ids };
        },

        delete: async <R extends RaRecord>(
            resource: string,
            params: DeleteParams<R>
        ) => {
            const { json } = await http<Envelope<R> | undefined>(
                path(resource, params.id),
                { method: 'DELETE' }
            );
            const data = json?.data ?? params.previousData;
            return { data: data ?? ({ id: params.id } as R) };
        },

        // Custom methods the builders call (src/builders/form/customMethods.ts).
        lookupCnpj: (cnpj: string) =>
            one(`/lookup/cnpj/${encodeURIComponent(cnpj)}`),
        lookupCep: (cep: string) =>
            one(`/lookup/cep/${encodeURIComponent(cep)}`),
        updatePassword: ({
            password,
            currentPassword,
        }: {
            password: string;
            currentPassword: string;
        }) =>
            http('/user/update-password', {
                method: 'POST',
                body: { password, currentPassword },
            }),

        getUserSignIn: (id: string | number) =>
            one(`/user/${encodeURIComponent(String(id))}/sign-in`),
        setInitialPassword: (id: string | number, password: string) =>
            one(`/user/${encodeURIComponent(String(id))}/initial-password`, {
                method: 'POST',
                body: { password },
            }),
        // The monitoring screens' calls (src/providers/monitoring/monitoringApi.ts).
        getDashboardSummary: () => one(DASHBOARD_SUMMARY_PATH),
        getOverview: () => one('/overview'),
        getInstrumentation: () => one('/instrumentation'),
        getSimulationOutbox: (id: string | number) =>
            one(`/simulation/${encodeURIComponent(String(id))}/outbox`),
        sendSimulation: (id: string | number) =>
            one(`/simulation/${encodeURIComponent(String(id))}/send`, {
                method: 'POST',
            }),
        testZabbixIntegration: async (
            id: string | number,
            apiIntegration?: ZabbixIntegrationValues
        ) => {
            try {
                return await one(
                    `/company/${encodeURIComponent(String(id))}/zabbix-test`,
                    {
                        method: 'POST',
                        ...(apiIntegration ? { body: { apiIntegration } } : {}),
                    }
                );
            } catch (err) {
                throw await zabbixFailure(err);
            }
        },
        getZabbixHealth: (id: string | number) =>
            one(`/company/${encodeURIComponent(String(id))}/zabbix-health`),
        // Alerts (src/providers/monitoring/alertsApi.ts).
        acknowledgeAlert: (id: number, comment?: string) =>
            one(`/alert/${encodeURIComponent(String(id))}/acknowledge`, {
                method: 'POST',
                body: comment ? { comment } : {},
            }),
        closeAlert: (id: number, reason: string) =>
            one(`/alert/${encodeURIComponent(String(id))}/close`, {
                method: 'POST',
                body: { reason },
            }),
        muteSensor: (
            sensorId: number,
            body: { until: string; reason: string }
        ) =>
            one(`/sensor/${encodeURIComponent(String(sensorId))}/silence`, {
                method: 'POST',
                body,
            }),
        getSensorSilence: async (sensorId: number) => {
            const { json } = await http<Envelope<SensorSilence | null>>(
                `/sensor/${encodeURIComponent(String(sensorId))}/silence`
            );
            return { data: json.data };
        },
        retryOutboxMessage: (id: number) =>
            one(`/alert-outbox/${encodeURIComponent(String(id))}/retry`, {
                method: 'POST',
            }),
        endSensorSilence: async (sensorId: number) => {
            await http(
                `/sensor/${encodeURIComponent(String(sensorId))}/silence`,
                { method: 'DELETE' }
            );
            return { data: null };
        },
        // Inspection photos (src/providers/inspectionPhotos.ts).
        uploadInspectionPhoto: (file: Blob) =>
            one('/inspection-photo', { method: 'POST', body: file }),
        keepInspectionPhoto: (id: string | number) =>
            one(`/inspection-photo/${encodeURIComponent(String(id))}/keep`, {
                method: 'POST',
            }),
        getInspectionPhoto: async (id: string | number) =>
            (
                await http<Blob>(
                    `/inspection-photo/${encodeURIComponent(String(id))}`,
                    { responseType: 'blob' }
                )
            ).json,
        // A sensor's time series (src/providers/monitoring/series.ts), for the charts.
        getSeries: async (...args: Parameters<SeriesSource>) =>
            (await seriesSource())(...args),

        deleteMany: async (resource, params) => {
            await Promise.all(
                params.ids.map(id =>
                    http(path(resource, id), { method: 'DELETE' })
                )
            );
            return { data: params.ids };
        },
    };
};
