/** Plant-selection and first-page rules (spec sections 2 and 4), pure. */
import type { Session } from '@shared/domain/session';

/**
 * The plant to select without asking: the only one, or the stored one when
 * it is still the user's. Admins work across plants and get none.
 */
export const resolvePlant = (
    session: Session,
    storedId: number | null
): number | null => {
    if (session.isAdmin) return null;
    const [only, ...others] = session.subsidiaries;
    if (only && others.length === 0) return only.id;
    return session.subsidiaries.some(s => s.id === storedId) ? storedId : null;
};

/** A normal user with no plant selected must pick one first. */
export const needsPlantChoice = (
    session: Session,
    plantId: number | null
): boolean => !session.isAdmin && plantId === null;

const byOrder =
    <T>(key: (item: T) => number) =>
    (a: T, b: T) =>
        key(a) - key(b);

/**
 * The first page of the side menu: modules by order, then their menu pages
 * (shown on the menu by the profile) by menu order. Admin profiles only
 * hold admin pages, so this is an admin page for them.
 */
export const firstMenuPage = (session: Session): string | undefined => {
    const modules = [...session.profile.modules].sort(byOrder(m => m.order));
    for (const module of modules) {
        const pages = module.pages
            .filter(p => p.isMenu && p.showOnMenu)
            .filter(p => p.url.startsWith('/admin') === session.isAdmin)
            .sort(byOrder(p => p.menuOrder));
        if (pages[0]) return pages[0].url;
    }
    return undefined;
};
