import {
    HttpError,
    type CreateParams,
    type DeleteParams,
    type GetListParams,
    type GetListResult,
    type GetManyParams,
    type GetOneParams,
    type RaRecord,
    type UpdateParams,
} from 'react-admin';
import { vi } from 'vitest';

type Tables = Record<string, RaRecord[]>;

/**
 * An in-memory dataProvider with react-admin's method shapes plus the
 * builders' custom methods; every method is a spy the tests can inspect.
 */
export const fakeDataProvider = (tables: Tables) => {
    const rows = (resource: string) => tables[resource] ?? [];
    return {
        getList: vi.fn(
            async (
                resource: string,
                params: GetListParams
            ): Promise<GetListResult> => {
                const { page = 1, perPage = 10 } = params.pagination ?? {};
                const all = rows(resource);
                return {
                    data: all.slice((page - 1) * perPage, page * perPage),
                    total: all.length,
                };
            }
        ),
        getOne: vi.fn(async (resource: string, params: GetOneParams) => {
            const found = rows(resource).find(
                r => String(r.id) === String(params.id)
            );
            if (!found) throw new HttpError('not found', 404);
            return { data: found };
        }),
        getMany: vi.fn(async (resource: string, params: GetManyParams) => ({
            data: rows(resource).filter(r =>
                params.ids.map(String).includes(String(r.id))
            ),
        })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        create: vi.fn(async (_resource: string, params: CreateParams) => ({
            data: { ...params.data, id: 99 },
        })),
        update: vi.fn(async (_resource: string, params: UpdateParams) => ({
            data: { ...params.previousData, ...params.data },
        })),
        updateMany: vi.fn(async () => ({ data: [] })),
        delete: vi.fn(async (_resource: string, params: DeleteParams) => ({
            data: params.previousData,
        })),
        deleteMany: vi.fn(async () => ({ data: [] })),
        lookupCnpj: vi.fn(async (_cnpj: string): Promise<{ data: object }> => {
            throw new HttpError('not found', 404);
        }),
        lookupCep: vi.fn(async (_cep: string): Promise<{ data: object }> => {
            throw new HttpError('not found', 404);
        }),
        updatePassword: vi.fn(
            async (_values: { currentPassword: string; password: string }) => ({
                data: {},
            })
        ),
    };
};
