/**
 * The overview's table: the map's items for keyboard and screen-reader
 * users. A plant without devices shows the lists' empty text ("No data to
 * show") rather than a table of headings. On a phone the five columns are
 * three (the kind under the name, the state under the last reading), so
 * every value is in view without scrolling sideways.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { EmptyText } from '@/builders/list/EmptyText';
import type { OverviewItem } from '@shared/domain/overview';
import { DeviceStateLabel } from '../DeviceStateLabel';

export const OverviewTable = ({
    items,
    linkOf,
    reading,
}: {
    items: readonly OverviewItem[];
    linkOf: (item: OverviewItem) => string | undefined;
    /** The latest reading as text (value, unit, time). */
    reading: (item: OverviewItem) => string;
}) => {
    const translate = useTranslate();
    const narrow = useMediaQuery((theme: Theme) =>
        theme.breakpoints.down('sm')
    );
    if (items.length === 0) return <EmptyText />;
    const second = (text: ReactNode) => (
        <Typography component="div" variant="caption" color="text.secondary">
            {text}
        </Typography>
    );
    const cellSx = narrow ? { px: 1 } : undefined;
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Table
                size="small"
                data-testid="overview-table"
                aria-label={translate('app.overview.table')}
            >
                <TableHead>
                    <TableRow>
                        <TableCell sx={cellSx}>
                            {translate('app.instrumentation.name')}
                            {narrow
                                ? second(translate('app.instrumentation.kind'))
                                : null}
                        </TableCell>
                        {narrow ? null : (
                            <TableCell>
                                {translate('app.instrumentation.kind')}
                            </TableCell>
                        )}
                        <TableCell sx={cellSx}>
                            {translate('app.overview.worst')}
                        </TableCell>
                        <TableCell sx={cellSx}>
                            {translate('app.overview.lastReading')}
                            {narrow
                                ? second(translate('app.instrumentation.state'))
                                : null}
                        </TableCell>
                        {narrow ? null : (
                            <TableCell>
                                {translate('app.instrumentation.state')}
                            </TableCell>
                        )}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {items.map(i => {
                        const to = linkOf(i);
                        const kind = translate(`app.monitoring.kind.${i.kind}`);
                        const state = <DeviceStateLabel state={i.state} />;
                        return (
                            <TableRow key={`${i.kind}-${i.id}`}>
                                <TableCell sx={cellSx}>
                                    {to ? (
                                        <Link to={to}>{i.name}</Link>
                                    ) : (
                                        i.name
                                    )}
                                    {narrow ? second(kind) : null}
                                </TableCell>
                                {narrow ? null : <TableCell>{kind}</TableCell>}
                                <TableCell sx={cellSx}>
                                    {i.worst ? (
                                        <CriticalityChip value={i.worst} />
                                    ) : (
                                        translate('app.overview.noReading')
                                    )}
                                </TableCell>
                                <TableCell sx={cellSx}>
                                    {reading(i)}
                                    {narrow ? second(state) : null}
                                </TableCell>
                                {narrow ? null : <TableCell>{state}</TableCell>}
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </Box>
    );
};
