/**
 * URLs of the spec's route tables (section 2). Resource screens live under
 * their page url: `/admin/company`, `/admin/company/new`,
 * `/admin/company/details/:id` in admin mode, `/sensor...` in plant mode.
 * Builders link with these, never with react-admin's `/company/:id`.
 */
import type { ResourceDefinition } from '@shared/domain/fields';
import type { ResourcePaths, RouteMode } from './viewProps';

export const resourceBase = (
    def: ResourceDefinition,
    mode: RouteMode
): string | undefined =>
    mode === 'admin' ? def.pages.admin : def.pages.normal;

export const pathsFrom = (base: string): ResourcePaths => ({
    list: base,
    create: `${base}/new`,
    details: id => `${base}/details/${encodeURIComponent(String(id))}`,
});

/** A page url ending in /details is one record (`/company/details`), not a list. */
export const isSingleRecordPage = (url: string): boolean =>
    url.endsWith('/details');

/** The details page of a record of `def` in plant mode (links from monitoring screens). */
export const plantDetailsPath = (
    def: ResourceDefinition,
    id: string | number
): string | undefined => {
    const base = resourceBase(def, 'normal');
    return base ? pathsFrom(base).details(id) : undefined;
};
