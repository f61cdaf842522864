import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Loading, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { useMonitoringApi } from '@/providers/monitoring/monitoringApi';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { SectionCard } from '@/layout/page/SectionCard';

/** Who a sent drill notified (by its criticality and each contact's), when and how. */
export const DrillOutbox = ({ drill }: { drill: RaRecord }) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    const api = useMonitoringApi();
    const outbox = useQuery({
        queryKey: ['simulation', 'outbox', drill.id],
        queryFn: async () => (await api.getSimulationOutbox(drill.id)).data,
    });
    const rows = outbox.data ?? [];
    const contactIds = [
        ...new Set(rows.flatMap(r => (r.contactId ? [r.contactId] : []))),
    ];
    // One request for every contact named (no request per row).
    const { data: contacts } = useGetMany(
        'contact',
        { ids: contactIds },
        { enabled: contactIds.length > 0 }
    );
    const nameOf = (id: number | null) =>
        contacts?.find(c => c.id === id)?.name ?? (id ? `#${id}` : '');
    return (
        <SectionCard title={translate('app.drill.outbox')}>
            <Typography variant="body2" color="text.secondary">
                {translate('app.drill.outboxHelp', {
                    criticality: translate(
                        `app.options.criticality.${String(drill.criticality)}`
                    ),
                })}
            </Typography>
            {outbox.isPending ? (
                <Loading />
            ) : rows.length === 0 ? (
                <Typography sx={{ mt: 1 }}>
                    {translate('app.drill.nobody')}
                </Typography>
            ) : (
                <Table size="small" data-testid="drill-outbox">
                    <TableHead>
                        <TableRow>
                            <TableCell>
                                {translate('app.drill.contact')}
                            </TableCell>
                            <TableCell>
                                {translate('app.drill.channel')}
                            </TableCell>
                            <TableCell>
                                {translate('app.drill.recipient')}
                            </TableCell>
                            <TableCell>{translate('app.drill.when')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(r => (
                            <TableRow key={r.id}>
                                <TableCell>{nameOf(r.contactId)}</TableCell>
                                <TableCell>
                                    {translate(
                                        `app.drill.channels.${r.channel}`
                                    )}
                                </TableCell>
                                <TableCell>{r.recipient}</TableCell>
                                <TableCell>
                                    {dates.dateTime(r.createdAt, {
                                        seconds: true,
                                    })}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </SectionCard>
    );
};
