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
