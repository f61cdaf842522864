import Box from '@mui/material/Box';
import {
    startTransition,
    useCallback,
    useEffect,
    useState,
    type ReactNode,
} from 'react';
import { useListContext } from 'react-admin';

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
        let timer: number | undefined;
        const frame = window.requestAnimationFrame(() => {
            timer = window.setTimeout(onDrawn, 0);
        });
        return () => {
            window.cancelAnimationFrame(frame);
            window.clearTimeout(timer);
        };
    }, [isPending, onDrawn]);
    return null;
};

/**
 * Where the filter bar and the toolbar will be: the filter form's own
 * height (react-admin's `FilterForm`, one line of inputs), so that the
 * rows do not move down when the tools arrive.
 */
export const ToolsSpace = (): ReactNode => (
    <Box
        aria-hidden
        data-tools-space=""
        sx={{ minHeight: theme => theme.spacing(8) }}
    />
);
