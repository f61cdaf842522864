/**
 * The overview's table: the map's items for keyboard and screen-reader
 * users. A plant without devices shows the lists' empty text ("No data to
 * show") rather than a table of headings.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link, useTranslate } from 'react-admin';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { EmptyText } from '@/builders/EmptyText';
import type { OverviewItem } from '@shared/domain/overview';
import { DeviceStateLabel } from './DeviceStateLabel';

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
    if (items.length === 0) return <EmptyText />;
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Table
                size="small"
                data-testid="overview-table"
                aria-label={translate('app.overview.table')}
            >
                <TableHead>
                    <TableRow>
                        <TableCell>
                            {translate('app.instrumentation.name')}
                        </TableCell>
                        <TableCell>
                            {translate('app.instrumentation.kind')}
                        </TableCell>
                        <TableCell>{translate('app.overview.worst')}</TableCell>
                        <TableCell>
                            {translate('app.overview.lastReading')}
                        </TableCell>
                        <TableCell>
                            {translate('app.instrumentation.state')}
                        </TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {items.map(i => {
                        const to = linkOf(i);
                        return (
                            <TableRow key={`${i.kind}-${i.id}`}>
                                <TableCell>
                                    {to ? (
                                        <Link to={to}>{i.name}</Link>
                                    ) : (
                                        i.name
                                    )}
                                </TableCell>
                                <TableCell>
                                    {translate(`app.monitoring.kind.${i.kind}`)}
                                </TableCell>
                                <TableCell>
                                    {i.worst ? (
                                        <CriticalityChip value={i.worst} />
                                    ) : (
                                        translate('app.overview.noReading')
                                    )}
                                </TableCell>
                                <TableCell>{reading(i)}</TableCell>
                                <TableCell>
                                    <DeviceStateLabel state={i.state} />
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </Box>
    );
};
