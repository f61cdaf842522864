/**
 * The rows of the list in the frame (issue #31, point 1; docs/
 * performance.md, "The rows in the frame"): a returning user's list is
 * drawn from the stored copy while the session is on the network
 * (src/routes/FramePage.tsx), and its rows, asked for with the token
 * (src/routes/prefetchList.ts), are often there before the session. They
 * are drawn here as soon as they arrive, with the list's own cells
 * (src/builders/columnFor.tsx) and texts, on the clock the copy was saved
 * with, without the list's controller, filters and paging, which the real
 * list brings when the session has answered (it reads the same answer
 * from the cache, so nothing is asked twice).
 *
 * The server answered these rows for this token, page and plant: drawing
 * them says nothing the session could still refuse. The row's actions
 * show only its details link until then (deleting is the session's to
 * allow).
 */
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
    RecordContextProvider,
    useLocale,
    useStoreContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { dateTimeFormats } from '@shared/domain/dateTime';
import type { Resource } from '@shared/declarations';
import { CELLS } from '@/builders/columnFor';
import { ListRowActions } from '@/builders/ListRowActions';
import { fieldTextOf } from '@/builders/useFieldText';
import { listQueryKey } from './prefetchList';

export const FrameRows = ({
    resource,
    basePath,
    timeZone,
}: {
    resource: Resource;
    basePath: string;
    /** The clock of the copy's session (a date column's cells). */
    timeZone: string;
}) => {
    const store = useStoreContext();
    const queryKey = useMemo(
        () => listQueryKey(resource, store),
        [resource, store]
    );
    // Only what is in the cache: the prefetch at sign-in asks.
    const { data } = useQuery<{ data: RaRecord[] }>({
        queryKey,
        enabled: false,
    });
    const translate = useTranslate();
    const locale = useLocale();
    const text = useMemo(
        () =>
            fieldTextOf(
                resource.name,
                translate,
                locale,
                dateTimeFormats(locale, timeZone)
            ),
        [resource.name, translate, locale, timeZone]
    );
    const fields = useMemo(
        () =>
            resource.fields
                .filter(field => field.list)
                .map(field => ({ field, cell: CELLS[field.type](field) })),
        [resource]
    );
    if (!data?.data.length) return null;
    return (
        <TableBody>
            {data.data.map(record => (
                <RecordContextProvider key={record.id} value={record}>
                    <TableRow>
                        {fields.map(({ field, cell }) => (
                            <TableCell key={field.source}>
                                {cell === 'text'
                                    ? text(field, record[field.source], record)
                                    : cell}
                            </TableCell>
                        ))}
                        <TableCell>
                            <ListRowActions
                                resource={resource.name}
                                basePath={basePath}
                                readOnly
                            />
                        </TableCell>
                    </TableRow>
                </RecordContextProvider>
            ))}
        </TableBody>
    );
};
