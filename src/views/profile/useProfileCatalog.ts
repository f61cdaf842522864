import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import type { CatalogPageInfo } from '@shared/domain/profilePages';

/** A page record as the profile editor shows it. */
export interface CatalogPage extends CatalogPageInfo {
    codeIntl: string;
    url: string;
    icon: string | null;
    type: number;
    isAdmin: boolean;
    isMenu: boolean;
}

export interface CatalogModule {
    id: number;
    codeIntl: string;
    icon: string | null;
    order: number;
}

/** The API's page size: the catalogue is a few dozen pages and modules. */
const ALL = { page: 1, perPage: 100 } as const;

const asPage = (r: RaRecord): CatalogPage => ({
    id: Number(r.id),
    moduleId: Number(r.moduleId),
    order: Number(r.order ?? 0),
    codeIntl: String(r.codeIntl),
    url: String(r.url),
    icon: typeof r.icon === 'string' ? r.icon : null,
    type: Number(r.type),
    isAdmin: r.isAdmin === true,
    isMenu: r.isMenu !== false,
});

/**
 * Every module and page, two requests for the whole editor (not one per
 * module), both kept by react-query for the preview and the rows.
 */
export function useProfileCatalog() {
    const modules = useGetList('module', {
        pagination: ALL,
        sort: { field: 'order', order: 'ASC' },
    });
    const pages = useGetList('page', {
        pagination: ALL,
        sort: { field: 'order', order: 'ASC' },
    });
    return useMemo(() => {
        const pageList = (pages.data ?? []).map(asPage);
        return {
            modules: (modules.data ?? []).map((m): CatalogModule => ({
                id: Number(m.id),
                codeIntl: String(m.codeIntl),
                icon: typeof m.icon === 'string' ? m.icon : null,
                order: Number(m.order ?? 0),
            })),
            pages: pageList,
            pageById: new Map(pageList.map(p => [p.id, p])),
            isPending: modules.isPending || pages.isPending,
            error: modules.error ?? pages.error,
        };
    }, [
        modules.data,
        modules.isPending,
        modules.error,
        pages.data,
        pages.isPending,
        pages.error,
    ]);
}

/** Pages a profile of this kind may hold (the server refuses others). */
export const offeredTo = (page: CatalogPage, type: unknown, isAdmin: unknown) =>
    page.type === Number(type) && page.isAdmin === (isAdmin === true);
