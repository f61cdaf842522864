/**
 * Who may reach what (spec section 6), as pure functions of the session:
 * permission is the set of page urls of the profile's modules; admin
 * profiles reach only admin pages, normal profiles only normal ones, and a
 * view-only page allows reading but not creating, editing or deleting.
 */
import type { Session, SessionPage } from '@shared/domain/session';
import { findResource } from '@shared/declarations';

export type AccessAction =
    'list' | 'show' | 'create' | 'edit' | 'delete' | string;

const WRITE_ACTIONS = new Set(['create', 'edit', 'delete']);

export const isAdminPage = (url: string): boolean =>
    url === '/admin' || url.startsWith('/admin/');

const findPage = (session: Session, url: string): SessionPage | undefined =>
    session.pages.find(p => p.url === url);

/** The profile holds the page, and the page is on the profile's side. */
export const canReachPage = (session: Session, url: string): boolean =>
    isAdminPage(url) === session.isAdmin && session.permission.includes(url);

export const isViewOnly = (session: Session, url: string): boolean =>
    findPage(session, url)?.justView === true;

export const canDoOnPage = (
    session: Session,
    url: string,
    action: AccessAction
): boolean =>
    canReachPage(session, url) &&
    !(WRITE_ACTIONS.has(action) && isViewOnly(session, url));

/** The page that grants a resource to this profile (admin or normal side). */
export const resourcePage = (
    session: Session,
    resource: string
): string | undefined => {
    const def = findResource(resource);
    return session.isAdmin ? def?.pages.admin : def?.pages.normal;
};

/** authProvider.canAccess for a registry resource. */
export const canAccessResource = (
    session: Session,
    resource: string,
    action: AccessAction
): boolean => {
    const page = resourcePage(session, resource);
    return page !== undefined && canDoOnPage(session, page, action);
};
