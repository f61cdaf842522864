/**
 * The modules and pages every deployment needs (the menu and the profiles
 * hang from them), added at each start when missing, demo data or not.
 * Existing rows are left as administrators edited them: a page is known by
 * its url and type, a module by its code.
 */
import { MODULES } from '@shared/domain/pageCatalog.ts';
import { validateRecord } from '@shared/domain/validate.ts';
import { getResource } from '@shared/declarations/index.ts';
import { PAGES } from '@shared/declarations/pages.ts';
import type { Database } from '../db/index.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';

/** A module or page checked as the API would store it (throws when invalid). */
export const validCatalogRecord = (
    name: 'module' | 'page',
    record: Record<string, unknown>
) => {
    const { value, errors } = validateRecord(getResource(name), record, {
        partial: false,
    });
    if (errors.length)
        throw new Error(
            `catalogue ${name} is invalid: ${JSON.stringify(errors)}`
        );
    return value;
};

export interface Catalogue {
    modules: DbRecord[];
    pages: DbRecord[];
}

/** Arbitrary constant: instances starting together add each page once. */
const CATALOG_LOCK = 7_302_028;

/** Adds the catalogue's missing modules and pages; returns all of them. */
export const syncPageCatalog = (db: Database): Promise<Catalogue> =>
    db.transaction(async tx => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOG_LOCK]);
        return addMissing(tx);
    });

async function addMissing(db: Database): Promise<Catalogue> {
    const moduleRepo = repositoryFor(db, 'module');
    const pageRepo = repositoryFor(db, 'page');
    const all = async (repo: typeof moduleRepo) =>
        (await repo.search({ limit: null })).rows;

    const modules = await all(moduleRepo);
    const missingModules = MODULES.filter(
        m => !modules.some(r => r.codeIntl === m.codeIntl)
    );
    if (missingModules.length)
        modules.push(
            ...(await moduleRepo.createMany(
                missingModules.map(m => validCatalogRecord('module', { ...m }))
            ))
        );
    const moduleId = new Map(modules.map(m => [m.codeIntl as string, m.id]));

    const pages = await all(pageRepo);
    const missingPages = PAGES.filter(
        p => !pages.some(r => r.url === p.url && r.type === p.type)
    );
    if (missingPages.length)
        pages.push(
            ...(await pageRepo.createMany(
                missingPages.map(p =>
                    validCatalogRecord('page', {
                        codeIntl: p.codeIntl,
                        url: p.url,
                        icon: p.icon,
                        moduleId: moduleId.get(p.module),
                        isAdmin: p.isAdmin,
                        type: p.type,
                        isMenu: p.isMenu,
                        showInMenu: p.isMenu,
                        order: p.order,
                        relatedPageId: null,
                    })
                )
            ))
        );
    // In catalogue order, so that grants and menus follow it.
    const rank = (r: DbRecord) => {
        const i = PAGES.findIndex(p => p.url === r.url && p.type === r.type);
        return i < 0 ? PAGES.length : i;
    };
    return { modules, pages: pages.sort((a, b) => rank(a) - rank(b)) };
}
