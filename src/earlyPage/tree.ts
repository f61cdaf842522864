/**
 * A page's markup as plain data (issue #31, point 1; docs/performance.md,
 * "The page before the app"): the app writes the list page it has drawn
 * as a tree of tags, classes and words (`toTree`), and the HTML's inline
 * script draws it back with `createElement` and `textContent`
 * (`fromTree`), never as HTML: no markup is parsed, no attribute outside
 * the lists below is kept (no event handler, no `src`, no link off this
 * origin), so a tampered copy can draw odd words at worst, never run code.
 *
 * A table body of data rows is copied empty, marked
 * `data-snapshot="rows"`: the rows are drawn from the page's fresh data
 * (src/earlyPage/rows.ts).
 */

/** `[tag, attributes, children]`; a string is a text node. */
export type TreeNode = string | [string, Record<string, string>, TreeNode[]];

export const SNAPSHOT_MARK = 'data-snapshot';

const HTML_TAGS = new Set([
    'a',
    'article',
    'aside',
    'b',
    'button',
    'caption',
    'col',
    'colgroup',
    'dd',
    'div',
    'dl',
    'dt',
    'em',
    'fieldset',
    'footer',
    'form',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'header',
    'hr',
    'i',
    'input',
    'label',
    'legend',
    'li',
    'main',
    'nav',
    'ol',
    'option',
    'p',
    'section',
    'select',
    'small',
    'span',
    'strong',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'ul',
]);
const SVG_TAGS = new Set(['svg', 'path', 'g', 'circle', 'rect']);
const SVG_NS = 'http://www.w3.org/2000/svg';

const ATTRIBUTES = new Set([
    'id',
    'class',
    'style',
    'role',
    'title',
    'colspan',
    'rowspan',
    'scope',
    'aria-label',
    'aria-hidden',
    'aria-sort',
    'aria-current',
    'aria-expanded',
    'data-snapshot',
    'data-early-value',
    // an input's words (the plant's name in its switcher), never run
    'type',
    'value',
    'placeholder',
    'readonly',
    'selected',
    // SVG icons
    'viewbox',
    'd',
    'cx',
    'cy',
    'r',
    'x',
    'y',
    'width',
    'height',
    'fill',
    'focusable',
]);

/** A link kept only to this origin's paths. */
const isLocalPath = (value: string) =>
    value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** A style's url() would fetch from elsewhere (the CSP would refuse it anyway). */
const keep = (name: string, value: string) =>
    (ATTRIBUTES.has(name) && !(name === 'style' && /url\s*\(/i.test(value))) ||
    (name === 'href' && isLocalPath(value));

const attributesOf = (el: Element) => {
    const out: Record<string, string> = {};
    for (const { name, value } of Array.from(el.attributes)) {
        const lower = name.toLowerCase();
        if (keep(lower, value)) out[lower] = value;
    }
    return out;
};

/** Which elements the copy treats apart (src/builders/pageCopy.ts chooses them). */
export interface TreeChoices {
    /** A table body whose rows are the page's data: copied empty, marked `rows`. */
    rows?: (el: Element) => boolean;
    /** Data that would be stale (paging, counts, messages): not copied. */
    skip?: (el: Element) => boolean;
    /** Copied without its children, at its height (the list's tools). */
    hollow?: (el: Element) => boolean;
}

/** A figure drawn from the page's data (`data-early-value`): copied without its words. */
const isValue = (el: Element) => el.hasAttribute('data-early-value');

/** An element's children as a tree. */
export const toTree = (el: Element, choices: TreeChoices = {}): TreeNode[] => {
    const out: TreeNode[] = [];
    for (const child of Array.from(el.childNodes)) {
        if (child.nodeType === 3) {
            const text = child.textContent ?? '';
            if (text) out.push(text);
            continue;
        }
        if (child.nodeType !== 1) continue;
        const element = child as Element;
        const tag = element.tagName.toLowerCase();
        if (!HTML_TAGS.has(tag) && !SVG_TAGS.has(tag)) continue;
        if (choices.skip?.(element)) continue;
        const attrs = attributesOf(element);
        if (choices.rows?.(element)) {
            out.push([tag, { ...attrs, [SNAPSHOT_MARK]: 'rows' }, []]);
            continue;
        }
        if (isValue(element)) {
            // Its label says the figure too.
            const { 'aria-label': _label, ...kept } = attrs;
            out.push([tag, kept, []]);
            continue;
        }
        if (choices.hollow?.(element)) {
            const height = (element as HTMLElement).offsetHeight;
            const style = [attrs.style, `min-height:${height}px`]
                .filter(Boolean)
                .join(';');
            out.push([tag, { ...attrs, style }, []]);
            continue;
        }
        out.push([tag, attrs, toTree(element, choices)]);
    }
    return out;
};

/** Whether a value read from storage is a tree this module wrote. */
export const isTree = (value: unknown, depth = 0): value is TreeNode[] =>
    Array.isArray(value) && depth < 60 && value.every(n => isNode(n, depth));

const isNode = (n: unknown, depth: number): n is TreeNode =>
    typeof n === 'string' ||
    (Array.isArray(n) &&
        n.length === 3 &&
        typeof n[0] === 'string' &&
        typeof n[1] === 'object' &&
        n[1] !== null &&
        !Array.isArray(n[1]) &&
        Object.values(n[1] as object).every(v => typeof v === 'string') &&
        isTree(n[2], depth + 1));

/**
 * Draws a tree into `parent`. Tags and attributes outside the lists are
 * dropped here too: what storage holds is not trusted. `slot` replaces the
 * text `{}` (a cell's value) and `{id}` in a link (a row's record).
 */
export const fromTree = (
    doc: Document,
    parent: Node,
    nodes: TreeNode[],
    slot?: { text?: string; id?: string },
    svg = false
): void => {
    for (const node of nodes) {
        if (typeof node === 'string') {
            parent.appendChild(
                doc.createTextNode(
                    node === '{}' && slot ? (slot.text ?? '') : node
                )
            );
            continue;
        }
        const [tag, attrs, children] = node;
        const inSvg = svg || tag === 'svg';
        if (inSvg ? !SVG_TAGS.has(tag) : !HTML_TAGS.has(tag)) continue;
        const el = inSvg
            ? doc.createElementNS(SVG_NS, tag)
            : doc.createElement(tag);
        for (const [name, raw] of Object.entries(attrs)) {
            const value =
                name === 'href' && slot?.id !== undefined
                    ? raw.split('{id}').join(encodeURIComponent(slot.id))
                    : raw;
            if (!keep(name, value)) continue;
            // SVG's viewBox is case-sensitive.
            el.setAttribute(name === 'viewbox' ? 'viewBox' : name, value);
        }
        fromTree(doc, el, children, slot, inSvg);
        parent.appendChild(el);
    }
};
