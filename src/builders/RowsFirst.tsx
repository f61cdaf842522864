import Box from '@mui/material/Box';
import {
    startTransition,
    useCallback,
    useEffect,
    useLayoutEffect,
    useState,
    type ReactNode,
    type RefObject,
} from 'react';
import { useListContext } from 'react-admin';
import { afterNextPaint } from './afterPaint';

/**
 * A list's rows before its tools (issue #31, docs/performance.md, "Rows
 * first"). The first draw of a generated list with its rows cost about
 * 2.3 s of main thread at 4x CPU, a fifth of it the filter bar (a form,
 * its inputs and their reference lookups), the toolbar's buttons and the
 * paging. The list first draws its heading and rows; the rest follows in
 * a transition once the browser has painted them (or the error, or the
 * empty page), so the rows show that much sooner and the second draw
 * yields to the user's input.
 *
 * `toolsDrawn` is false until then; `<RowsDrawn>` goes inside the list's
 * context and says when.
 */
export const useRowsFirst = (): [boolean, () => void] => {
    const [toolsDrawn, setToolsDrawn] = useState(false);
    const rowsDrawn = useCallback(
        () => startTransition(() => setToolsDrawn(true)),
        []
    );
    return [toolsDrawn, rowsDrawn];
};

/**
 * Calls `onDrawn` once the list has answered and the browser has painted
 * it: after the next frame, in a task of its own.
 */
export const RowsDrawn = ({ onDrawn }: { onDrawn: () => void }) => {
    const { isPending } = useListContext();
    useEffect(() => {
        if (isPending) return;
        return afterNextPaint(onDrawn);
    }, [isPending, onDrawn]);
    return null;
};

/**
 * Where the filter bar and the toolbar will be: the height they had on
 * the last visit of this list at this window width (the filter bar wraps
 * to more lines on a narrower window), or else the filter form's own
 * minimum, one line of inputs.
 */
export const ToolsSpace = ({ height }: { height?: number }): ReactNode => (
    <Box
        aria-hidden
        data-tools-space=""
        sx={{ minHeight: theme => height ?? theme.spacing(8) }}
    />
);

const HEIGHTS_KEY = 'plants.listToolsHeight';
/** Lists times window widths remembered; the oldest are dropped. */
const MAX_HEIGHTS = 40;

const slot = (resource: string) => `${resource}@${window.innerWidth}`;

const readHeights = (): Record<string, unknown> => {
    try {
        const value: unknown = JSON.parse(
            localStorage.getItem(HEIGHTS_KEY) ?? '{}'
        );
        return typeof value === 'object' && value !== null
            ? (value as Record<string, unknown>)
            : {};
    } catch {
        return {};
    }
};

/** The tools' height on the last visit of this list at this width. */
export const storedToolsHeight = (resource: string): number | undefined => {
    const height = readHeights()[slot(resource)];
    return typeof height === 'number' && height > 0 && height < 2000
        ? height
        : undefined;
};

const storeToolsHeight = (resource: string, height: number) => {
    const rounded = Math.round(height);
    if (rounded <= 0 || storedToolsHeight(resource) === rounded) return;
    try {
        const heights = readHeights();
        delete heights[slot(resource)];
        heights[slot(resource)] = rounded;
        localStorage.setItem(
            HEIGHTS_KEY,
            JSON.stringify(
                Object.fromEntries(Object.entries(heights).slice(-MAX_HEIGHTS))
            )
        );
    } catch {
        // Storage full or refused: the next visit keeps one line's space.
    }
};

/**
 * Keeps the drawn tools' height (react-admin's `.RaList-actions`, under
 * `root`) for the next visit, as it changes: the filters' inputs arrive
 * in parts (a date box's code, a reference's choices).
 */
export const useKeepToolsHeight = (
    root: RefObject<HTMLElement | null>,
    resource: string,
    toolsDrawn: boolean
): void => {
    useLayoutEffect(() => {
        const tools = root.current?.querySelector('.RaList-actions');
        if (!toolsDrawn || !tools) return;
        storeToolsHeight(resource, tools.getBoundingClientRect().height);
        if (typeof ResizeObserver === 'undefined') return;
        const observer = new ResizeObserver(() =>
            storeToolsHeight(resource, tools.getBoundingClientRect().height)
        );
        observer.observe(tools);
        return () => observer.disconnect();
    }, [root, resource, toolsDrawn]);
};
