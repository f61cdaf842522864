/** `GET /api/user/session`: the caller's profile, menu and plants (shared/domain/session.ts). */
import { DEFAULT_TIME_ZONE } from '@shared/domain/dateTime.ts';
import type {
    Session,
    SessionModule,
    SessionPage,
} from '@shared/domain/session.ts';
import {
    bottomMenuOf,
    type MobileModule,
    type MobilePage,
    type MobileSession,
} from '@shared/domain/fieldApp.ts';
import { MAX_BOTTOM_MENU_MODULES } from '@shared/declarations/profile.ts';
import type { Database } from '../db/index.ts';
import { repositoryFor } from '../db/repository.ts';
import type { Caller } from './caller.ts';
import { holderOf } from './rank.ts';

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown, d = 0): number => (typeof v === 'number' ? v : d);

export async function buildSession(
    db: Database,
    requestCaller: Caller
): Promise<Session> {
    // The same session whichever profile the request acts as.
    const caller = requestCaller.web ?? requestCaller;
    const pages: SessionPage[] = [...caller.pages.values()].map(g => ({
        id: g.page.id,
        codeIntl: String(g.page.codeIntl),
        url: g.url,
        icon: str(g.page.icon),
        moduleId: num(g.page.moduleId),
        isMenu: g.page.isMenu !== false,
        showInMenu: g.page.showInMenu !== false,
        order: num(g.page.order),
        justView: g.justView,
        showOnMenu: g.showOnMenu,
        menuOrder: g.menuOrder,
    }));
    const byMenuOrder = (a: SessionPage, b: SessionPage) =>
        a.menuOrder - b.menuOrder || a.order - b.order || a.id - b.id;
    pages.sort(byMenuOrder);
    const moduleRecords = await repositoryFor(db, 'module').getMany([
        ...new Set(pages.map(p => p.moduleId)),
    ]);
    const modules: SessionModule[] = moduleRecords
        .map(m => ({
            id: m.id,
            codeIntl: String(m.codeIntl),
            icon: str(m.icon),
            order: num(m.order),
            pages: pages.filter(p => p.moduleId === m.id),
        }))
        .sort((a, b) => a.order - b.order || a.id - b.id);
    const companyId = num(caller.user.companyId);
    const company = await repositoryFor(db, 'company').get(companyId);
    const companyName = str(company?.name);
    const settings = company?.settings as { timezone?: unknown } | undefined;
    return {
        user: {
            id: caller.user.id,
            name: String(caller.user.name),
            email: String(caller.user.email),
            companyId,
            ...(companyName === null ? {} : { companyName }),
            timeZone: str(settings?.timezone) ?? DEFAULT_TIME_ZONE,
        },
        isAdmin: caller.isAdmin,
        profile: {
            id: caller.profile.id,
            name: String(caller.profile.name),
            isAdmin: caller.isAdmin,
            modules,
        },
        subsidiaries: caller.subsidiaries.map(s => ({
            id: s.id,
            name: String(s.name),
            cnpj: String(s.cnpj),
        })),
        pages,
        permission: pages.map(p => p.url),
        mobilePages: (await holderOf(db, caller)).mobile.map(p => ({
            pageId: p.pageId,
            justView: p.justView === true,
        })),
        mobile: await mobileSession(db, caller),
    };
}

/** The mobile profile's pages, modules and bottom menu (shared/domain/fieldApp.ts). */
async function mobileSession(
    db: Database,
    caller: Caller
): Promise<MobileSession | null> {
    const grants = caller.mobile;
    const profileId = caller.user.profileMobileId;
    if (!grants || typeof profileId !== 'number') return null;
    const pages: MobilePage[] = grants.map(g => ({
        id: g.pageId,
        codeIntl: String(g.page.codeIntl),
        url: g.url,
        icon: str(g.page.icon),
        moduleId: num(g.page.moduleId),
        justView: g.justView,
        showInBottomMenu: g.showInBottomMenu,
        bottomMenuOrder: g.bottomMenuOrder,
        menuOrder: g.menuOrder,
    }));
    const modules: MobileModule[] = (
        await repositoryFor(db, 'module').getMany([
            ...new Set(pages.map(p => p.moduleId)),
        ])
    )
        .map(m => ({
            id: m.id,
            codeIntl: String(m.codeIntl),
            icon: str(m.icon),
            order: num(m.order),
        }))
        .sort((a, b) => a.order - b.order || a.id - b.id);
    const moduleOrder = new Map(modules.map((m, i) => [m.id, i]));
    pages.sort(
        (a, b) =>
            (moduleOrder.get(a.moduleId) ?? 0) -
                (moduleOrder.get(b.moduleId) ?? 0) ||
            a.menuOrder - b.menuOrder ||
            a.id - b.id
    );
    return {
        profileId,
        modules,
        pages,
        bottomMenu: bottomMenuOf(modules, pages, MAX_BOTTOM_MENU_MODULES),
    };
}
