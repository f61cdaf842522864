import { describe, expect, it } from 'vitest';
import { slimReactAdmin } from '../../../build/slimReactAdmin';

const transform = (code: string, id: string) => {
    const hook = slimReactAdmin().transform;
    const fn = typeof hook === 'function' ? hook : hook?.handler;
    return fn?.call({} as never, code, id) as { code: string } | null;
};

const ROUTER = '/x/node_modules/react-router/dist/development/chunk-ABC.mjs';
const source = `var Link = React10.forwardRef(
  function LinkWithRef() {}
);
Link.displayName = "Link";
var NavigationContext = React.createContext(null);
NavigationContext.displayName = "Navigation";
`;

describe('slimReactAdmin: react-router bundle', () => {
    it('lets unused components go: no top-level displayName, forwardRef marked pure', () => {
        const out = transform(source, ROUTER)?.code ?? '';
        expect(out).not.toContain('displayName');
        expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
        // Contexts are used by every router; left as they are.
        expect(out).toContain(
            'var NavigationContext = React.createContext(null);'
        );
    });

    it('leaves every other module alone', () => {
        expect(transform(source, '/x/src/App.tsx')).toBeNull();
    });
});

describe('slimReactAdmin: every rule must apply', () => {
    const context = {
        resolve: async (id: string) => ({ id }),
        error: (message: string) => {
            throw new Error(message);
        },
    };
    const call = (
        plugin: ReturnType<typeof slimReactAdmin>,
        name: 'buildStart' | 'resolveId' | 'transform' | 'buildEnd',
        ...args: unknown[]
    ) => {
        const hook = plugin[name];
        const fn = typeof hook === 'function' ? hook : hook?.handler;
        return (fn as (...a: unknown[]) => unknown).call(context, ...args);
    };
    const RA = '/x/node_modules/ra-core/dist/';
    const UI = '/x/node_modules/ra-ui-materialui/dist/';
    const IMPORTS: [string, string][] = [
        ['react-router-dom', `${RA}routing/adapters/reactRouterProvider.js`],
        ['inflection', `${RA}i18n/useTranslateLabel.js`],
        ['diacritic', `${UI}list/datatable/ColumnsSelector.js`],
        ['query-string', `${RA}controller/list/useListParams.js`],
        ['jsonexport/dist/index.js', `${RA}export/defaultExporter.js`],
        ['lodash/get.js', `${RA}controller/field/useFieldValue.js`],
    ];

    const build = async (imports: [string, string][]) => {
        const plugin = slimReactAdmin();
        call(plugin, 'buildStart');
        for (const [source, importer] of imports)
            await call(plugin, 'resolveId', source, importer);
        call(plugin, 'transform', source, ROUTER);
        return () => call(plugin, 'buildEnd');
    };

    it('passes when each rule matched', async () => {
        expect(await build(IMPORTS)).not.toThrow();
    });

    it('fails the build naming the rule when react-admin moved the file it targets', async () => {
        const moved = IMPORTS.map(([source, importer]): [string, string] =>
            source === 'react-router-dom'
                ? [source, `${RA}routing/adapters/reactRouter.js`]
                : [source, importer]
        );
        expect(await build(moved)).toThrow(
            /matched nothing.*react-router-dom imported from .*reactRouterProvider/
        );
    });

    it('fails when the router bundle no longer has the statements it drops', async () => {
        const plugin = slimReactAdmin();
        call(plugin, 'buildStart');
        for (const [source, importer] of IMPORTS)
            await call(plugin, 'resolveId', source, importer);
        call(plugin, 'transform', 'var a = 1;', ROUTER);
        expect(() => call(plugin, 'buildEnd')).toThrow(/displayName/);
    });

    it('does not hide a build error behind its own', async () => {
        const plugin = slimReactAdmin();
        call(plugin, 'buildStart');
        expect(() =>
            call(plugin, 'buildEnd', new Error('syntax error'))
        ).not.toThrow();
    });
});
