/**
 * `npm run new:entity <name> ...`: a new entity in one command: its
 * declaration, its registry line, its block in both catalogs and its
 * migration (docs/adding-an-entity.md). Prints what is left to edit.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
    addToCatalog,
    addToRegistry,
    declarationSource,
    nextMenuOrder,
    parseRequest,
    USAGE,
} from './entityTemplate.ts';

const root = (path: string) =>
    fileURLToPath(new URL(`../${path}`, import.meta.url));
const DECLARATIONS = root('shared/declarations/');

let request;
try {
    request = parseRequest(process.argv.slice(2));
} catch (err) {
    console.error(
        `${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`
    );
    process.exit(2);
}
const id = request.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const declarationFile = `${DECLARATIONS}${id}.ts`;
if (existsSync(declarationFile)) {
    console.error(`${declarationFile} exists already.`);
    process.exit(2);
}
const declarations = readdirSync(DECLARATIONS)
    .filter(f => f.endsWith('.ts'))
    .map(f => readFileSync(`${DECLARATIONS}${f}`, 'utf8'));
const order = nextMenuOrder(declarations, request.scope);

const registryFile = `${DECLARATIONS}index.ts`;
const catalogs = {
    en: root('i18n/en-US/resources.ts'),
    pt: root('i18n/pt-BR/resources.ts'),
} as const;
// Everything is computed before anything is written: a refusal leaves
// the tree as it was.
const registry = addToRegistry(readFileSync(registryFile, 'utf8'), request);
const en = addToCatalog(readFileSync(catalogs.en, 'utf8'), request, 'en');
const pt = addToCatalog(readFileSync(catalogs.pt, 'utf8'), request, 'pt');
writeFileSync(declarationFile, declarationSource(request, order));
writeFileSync(registryFile, registry);
writeFileSync(catalogs.en, en);
writeFileSync(catalogs.pt, pt);

// The migration reads the registry just written: import it only now.
const { migrationName, writeMigration } = await import('./dbMigration.ts');
const migration = await writeMigration(migrationName(request.name) ?? id);

console.log(`Wrote:
  shared/declarations/${id}.ts          the declaration (menu order ${order})
  shared/declarations/index.ts          its registry line
  i18n/en-US/resources.ts, i18n/pt-BR/resources.ts   its labels
  ${migration ?? '(no migration: the schema already matched)'}

Now edit:
  - the declaration: field rules (maxLength, min/max, unique, list, filter,
    search), the menu icon (a name of src/layout/menu/menuIcons.tsx) and module;
  - both catalogs: the field labels were written from the sources;
  - the migration, if you changed field types or uniqueness: delete it and
    run \`npm run db:migration ${request.name}\` again;
then run \`npm run format\`, \`npm run typecheck\` and \`npm test\`. Grant the new page to profiles in
the admin Profiles screen.`);
