/**
 * A fourth module of the field app, in the demo only: the catalogue's
 * mobile pages sit in three modules, exactly the bottom menu's limit (spec
 * section 9), so without a fourth the profile editor's refusal could never
 * be seen in the demo. Named in both catalogs (`app.modules.emergency`,
 * `app.pages.mobileEmergency`).
 */
import type { Database } from '../db/index.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import type { Catalogue } from './pageCatalog.ts';
import { validCatalogRecord } from './pageCatalog.ts';
import { DEMO_MOBILE_MODULE, DEMO_MOBILE_PAGE } from './catalog.ts';

/** Adds the module and its page to the catalogue the demo grants from. */
export async function addDemoMobileModule(
    db: Database,
    catalogue: Catalogue
): Promise<void> {
    let module: DbRecord | undefined = catalogue.modules.find(
        m => m.codeIntl === DEMO_MOBILE_MODULE.codeIntl
    );
    if (!module) {
        module = await repositoryFor(db, 'module').create(
            validCatalogRecord('module', { ...DEMO_MOBILE_MODULE })
        );
        catalogue.modules.push(module);
    }
    if (
        catalogue.pages.some(
            p =>
                p.url === DEMO_MOBILE_PAGE.url &&
                p.type === DEMO_MOBILE_PAGE.type
        )
    )
        return;
    catalogue.pages.push(
        await repositoryFor(db, 'page').create(
            validCatalogRecord('page', {
                ...DEMO_MOBILE_PAGE,
                moduleId: module.id,
                isAdmin: false,
                isMenu: true,
                showInMenu: true,
                relatedPageId: null,
            })
        )
    );
}
