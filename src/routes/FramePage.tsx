/**
 * The page drawn in the frame while the session is on the network (issue
 * #31, docs/performance.md, "The frame before the session, and the page's
 * data with it"): the page's title in the header and as its heading and,
 * for a generated list, the table's header and, once they arrive, its rows
 * (src/routes/FrameRows.tsx). Drawn from
 * the URL and the declarations, and the page's name from the stored copy
 * of the menu; whether the profile may open the page is the session's to
 * say, when the real page replaces this one.
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { pageLabel } from '@shared/declarations/pageLabel';
import type { Resource } from '@shared/declarations';
import { fieldLabelKey } from '@/builders/labelKeys';
import { PageHeading } from '@/builders/PageHeading';
import { storedToolsHeight, ToolsSpace } from '@/builders/RowsFirst';
import { useListTitle } from '@/builders/useListTitle';
import type { FrameCopy } from '@/session/frameCopy';
import { findRoute } from './routeTable';

const Waiting = () => {
    const translate = useTranslate();
    return (
        <LinearProgress
            aria-label={translate('ra.page.loading')}
            sx={{ mt: 1 }}
        />
    );
};

// In the list's chunk (vite.config.ts), which a list's visit loads anyway.
const FrameRows = lazy(() =>
    import('./FrameRows').then(m => ({ default: m.FrameRows }))
);

const ListFrame = ({
    resource,
    basePath,
    timeZone,
}: {
    resource: Resource;
    basePath: string;
    /** The clock of the rows' dates; none: the rows wait for the real list. */
    timeZone?: string;
}) => {
    const translate = useTranslate();
    const title = useListTitle(resource.name);
    return (
        <>
            <Title title={title} />
            <PageHeading>{title}</PageHeading>
            {/* Where the list's filters and buttons will be. */}
            <ToolsSpace height={storedToolsHeight(resource.name)} />
            <Table size="small" aria-label={title}>
                <TableHead>
                    <TableRow>
                        {resource.fields
                            .filter(field => field.list)
                            .map(field => (
                                <TableCell key={field.source}>
                                    {translate(
                                        fieldLabelKey(
                                            resource.name,
                                            field.source
                                        )
                                    )}
                                </TableCell>
                            ))}
                        <TableCell>{translate('app.crud.actions')}</TableCell>
                    </TableRow>
                </TableHead>
                {timeZone ? (
                    <Suspense fallback={null}>
                        <FrameRows
                            resource={resource}
                            basePath={basePath}
                            timeZone={timeZone}
                        />
                    </Suspense>
                ) : null}
            </Table>
            <Waiting />
        </>
    );
};

const PageFrame = ({ name }: { name?: string }) => (
    <>
        {name ? <Title title={name} /> : null}
        {name ? <PageHeading>{name}</PageHeading> : null}
        <Waiting />
    </>
);

/**
 * Whether the frame of this URL may draw the list's rows before the
 * session (src/routes/FrameRows.tsx): a generated list of the copy's menu,
 * opened without a query string, with a copy that knows the user's clock.
 */
export const frameDrawsRows = (
    copy: FrameCopy | undefined,
    pathname: string,
    search: string
): boolean => {
    if (!copy?.timeZone || search) return false;
    const route = findRoute(pathname);
    return (
        route !== undefined &&
        'resource' in route &&
        route.action === 'list' &&
        !route.resource.views?.includes('list') &&
        copy.modules.some(m => m.pages.some(p => p.url === route.page))
    );
};

/**
 * Marked busy (and for the end-to-end helpers, which wait for the real
 * page): the session may still send the user elsewhere.
 */
export const FramePage = ({ copy }: { copy: FrameCopy }) => (
    <Box aria-busy="true" data-frame-placeholder="">
        <FrameContents copy={copy} />
    </Box>
);

const FrameContents = ({ copy }: { copy: FrameCopy }) => {
    const translate = useTranslate();
    const { pathname, search } = useLocation();
    const route = findRoute(pathname);
    // Only a page of the copy's menu is named: another may turn out to be
    // one the profile lacks (the not-found page), which is not announced.
    const page =
        route && 'page' in route
            ? copy.modules
                  .flatMap(module => module.pages)
                  .find(p => p.url === route.page)
            : undefined;
    if (!route || !page) return <PageFrame />;
    if (
        'resource' in route &&
        route.action === 'list' &&
        // A list drawn by hand draws its own columns.
        !route.resource.views?.includes('list')
    )
        return (
            <ListFrame
                resource={route.resource}
                basePath={route.path}
                timeZone={
                    frameDrawsRows(copy, pathname, search)
                        ? copy.timeZone
                        : undefined
                }
            />
        );
    // A screen of the menu (the dashboard, the overview...): its name.
    if (!('screen' in route)) return <PageFrame />;
    const { key, ...options } = pageLabel(page);
    return <PageFrame name={translate(key, options)} />;
};
