/**
 * The copy of a page the app has drawn (src/earlyPage/snapshot.ts), for
 * the next visit's page before the app (src/earlyPage/draw.ts): the page's
 * markup without its data and the two requests the page starts with. A
 * list's rows are src/builders/listCopy.ts's; a page of figures (the
 * dashboard) marks its figures `data-early-value` and the section they
 * end with `data-early-figures`.
 */
import type { EarlyRequest, PageSnapshot } from '@/earlyPage/snapshot';
import { toTree, type TreeNode } from '@/earlyPage/tree';

/** emotion's global rules (the base font, colours and margins). */
const globalCss = (doc: Document) =>
    Array.from(
        doc.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')
    )
        .filter(tag => tag.dataset.emotion?.startsWith('css-global'))
        .flatMap(tag => Array.from(tag.sheet?.cssRules ?? []))
        .map(rule => rule.cssText)
        .join('\n');

export const classNames = (nodes: TreeNode[], into: Set<string>) => {
    for (const node of nodes) {
        if (typeof node === 'string') continue;
        for (const m of (node[1].class ?? '').matchAll(/(?:^|\s)css-([\w-]+)/g))
            // `css-0` is emotion's empty style: no rule to keep.
            if (m[1] && m[1] !== '0') into.add(m[1]);
        classNames(node[2], into);
    }
    return into;
};

/** What every copy records: where, whose, when, and the page's two requests. */
export interface CopyInput {
    doc: Document;
    /** The app's `#root`. */
    root: Element;
    locale: string;
    timeZone: string;
    owner: string;
    path: string;
    width: number;
    session: EarlyRequest;
    /** The page's data: the list's rows, the dashboard's summary. */
    data: EarlyRequest;
    now?: number;
}

/** Data that would be stale: paging, messages, what a page marks `data-early-skip`. */
export const isStale = (el: Element) =>
    el.classList.contains('MuiTablePagination-root') ||
    el.classList.contains('RaPagination-root') ||
    el.classList.contains('MuiSnackbar-root') ||
    el.getAttribute('role') === 'status' ||
    el.getAttribute('role') === 'alert' ||
    el.hasAttribute('aria-live') ||
    el.hasAttribute('data-early-skip');

/** An element after the figures' section (`data-early-figures`) among its siblings. */
const afterFigures = (el: Element) => {
    for (let s = el.previousElementSibling; s; s = s.previousElementSibling)
        if (s.hasAttribute('data-early-figures')) return true;
    return false;
};

export const copyOf = (
    input: CopyInput,
    tree: TreeNode[],
    rest: Pick<PageSnapshot, 'kind' | 'rows'>,
    more: TreeNode[][] = []
): PageSnapshot => {
    const styles = classNames(tree, new Set());
    for (const nodes of more) classNames(nodes, styles);
    const view = input.doc.defaultView;
    return {
        version: 1,
        owner: input.owner,
        savedAt: input.now ?? Date.now(),
        path: input.path,
        locale: input.locale,
        timeZone: input.timeZone,
        width: input.width,
        background: view
            ? view.getComputedStyle(input.doc.body).backgroundColor
            : '',
        globalCss: globalCss(input.doc),
        styles: [...styles],
        tree,
        ...rest,
        session: input.session,
        data: input.data,
    };
};

/**
 * A page of figures' copy (the dashboard): its elements marked
 * `data-early-value` are drawn from the answer's figure at that path;
 * undefined when it has none.
 */
export const captureFigures = (input: CopyInput): PageSnapshot | undefined => {
    if (!input.root.querySelector('[data-early-value]')) return undefined;
    // What follows the figures (lists, alerts, a chart) is data the app draws.
    const tree = toTree(input.root, {
        skip: el => isStale(el) || afterFigures(el),
    });
    return copyOf(input, tree, { kind: 'figures' });
};
