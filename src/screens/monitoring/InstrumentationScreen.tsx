/**
 * `/admin/instrumentation`: every gateway and sensor of every plant, with
 * its plant, type, when it was last heard and whether it is online;
 * filterable by plant, state and kind, with the counts per plant. One
 * request, refreshed every minute like the dashboard.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEVICE_STATES, type DeviceState } from '@shared/domain/deviceState';
import type { InstrumentationItem } from '@shared/domain/instrumentation';
import { DeviceStateLabel } from './DeviceStateLabel';
import { useMonitoringApi } from '@/providers/monitoring/monitoringApi';
import { PlantCounts } from './PlantCounts';
import { MonitoringScreen } from './MonitoringScreen';
import { useAutoRefresh } from './useAutoRefresh';
import { useLastSeen } from './useLastSeen';

const ALL = '';
const GATEWAY = 'gateway';
/** The type filter's value of an item: "gateway", or the sensor's type. */
const typeKey = (i: InstrumentationItem): string =>
    i.kind === 'gateway' ? GATEWAY : (i.sensorType ?? '');

export const InstrumentationScreen = () => {
    const translate = useTranslate();
    const api = useMonitoringApi();
    const query = useAutoRefresh(
        ['instrumentation'],
        async () => (await api.getInstrumentation()).data
    );
    const [plant, setPlant] = useState<string>(ALL);
    const [state, setState] = useState<DeviceState | typeof ALL>(ALL);
    // "gateway", or a sensor type.
    const [type, setType] = useState<string>(ALL);
    const lastSeen = useLastSeen();
    const items = useMemo(() => query.data ?? [], [query.data]);
    const plants = useMemo(
        () => [...new Map(items.map(i => [i.plantId, i.plantName])).entries()],
        [items]
    );
    const shown = items.filter(
        i =>
            (plant === ALL || String(i.plantId) === plant) &&
            (state === ALL || i.state === state) &&
            (type === ALL || typeKey(i) === type)
    );
    const all = translate('app.instrumentation.all');
    const typeName = (key: string) =>
        key === GATEWAY
            ? translate('app.monitoring.kind.gateway')
            : translate(`app.options.sensorType.${key}`, { _: key });
    const typeOf = (i: InstrumentationItem) => typeName(typeKey(i));
    const types = [...new Set(items.map(typeKey))].sort((a, b) =>
        a === GATEWAY ? -1 : b === GATEWAY ? 1 : a.localeCompare(b)
    );
    return (
        <MonitoringScreen
            titleKey="app.pages.adminInstrumentation"
            query={query}
            ready={!query.isPending}
        >
            <>
                <PlantCounts items={items} />
                <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    component="form"
                    role="search"
                    aria-label={translate('app.instrumentation.filters')}
                    onSubmit={e => e.preventDefault()}
                >
                    <TextField
                        select
                        size="small"
                        label={translate('app.instrumentation.plant')}
                        value={plant}
                        onChange={e => setPlant(e.target.value)}
                        sx={{ minWidth: 200 }}
                    >
                        <MenuItem value={ALL}>{all}</MenuItem>
                        {plants.map(([id, name]) => (
                            <MenuItem key={id} value={String(id)}>
                                {name}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        select
                        size="small"
                        label={translate('app.instrumentation.state')}
                        value={state}
                        onChange={e => setState(e.target.value as DeviceState)}
                        sx={{ minWidth: 160 }}
                    >
                        <MenuItem value={ALL}>{all}</MenuItem>
                        {DEVICE_STATES.map(s => (
                            <MenuItem key={s} value={s}>
                                {translate(`app.options.deviceState.${s}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        select
                        size="small"
                        label={translate('app.instrumentation.type')}
                        value={type}
                        onChange={e => setType(e.target.value)}
                        sx={{ minWidth: 200 }}
                    >
                        <MenuItem value={ALL}>{all}</MenuItem>
                        {types.map(t => (
                            <MenuItem key={t} value={t}>
                                {typeName(t)}
                            </MenuItem>
                        ))}
                    </TextField>
                </Stack>
                <Typography variant="body2" role="status">
                    {translate('app.instrumentation.shown', {
                        smart_count: shown.length,
                    })}
                </Typography>
                <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" data-testid="instrumentation">
                        <TableHead>
                            <TableRow>
                                <TableCell>
                                    {translate('app.instrumentation.name')}
                                </TableCell>
                                <TableCell>
                                    {translate('app.instrumentation.plant')}
                                </TableCell>
                                <TableCell>
                                    {translate('app.instrumentation.type')}
                                </TableCell>
                                <TableCell>
                                    {translate('app.instrumentation.lastSeen')}
                                </TableCell>
                                <TableCell>
                                    {translate('app.instrumentation.state')}
                                </TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {shown.map(i => (
                                <TableRow key={`${i.kind}-${i.id}`}>
                                    <TableCell>{i.name}</TableCell>
                                    <TableCell>{i.plantName}</TableCell>
                                    <TableCell>{typeOf(i)}</TableCell>
                                    <TableCell>
                                        {i.lastSeenAt
                                            ? lastSeen(i.lastSeenAt)
                                            : translate(
                                                  'app.monitoring.neverSeen'
                                              )}
                                    </TableCell>
                                    <TableCell>
                                        <DeviceStateLabel state={i.state} />
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            </>
        </MonitoringScreen>
    );
};
