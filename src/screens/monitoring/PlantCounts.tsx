import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { InstrumentationItem } from '@shared/domain/instrumentation';

interface Counts {
    name: string;
    gateways: number;
    gatewaysOnline: number;
    sensors: number;
    sensorsOnline: number;
}

/** Per plant: gateways and sensors, and how many of each are online. */
export const PlantCounts = ({
    items,
}: {
    items: readonly InstrumentationItem[];
}) => {
    const translate = useTranslate();
    const byPlant = new Map<number, Counts>();
    for (const i of items) {
        const c = byPlant.get(i.plantId) ?? {
            name: i.plantName,
            gateways: 0,
            gatewaysOnline: 0,
            sensors: 0,
            sensorsOnline: 0,
        };
        if (i.kind === 'gateway') {
            c.gateways += 1;
            if (i.state === 'online') c.gatewaysOnline += 1;
        } else {
            c.sensors += 1;
            if (i.state === 'online') c.sensorsOnline += 1;
        }
        byPlant.set(i.plantId, c);
    }
    const online = (n: number, total: number) =>
        translate('app.instrumentation.onlineOf', { online: n, total });
    return (
        <Table
            size="small"
            data-testid="plant-counts"
            aria-label={translate('app.instrumentation.countsPerPlant')}
        >
            <TableHead>
                <TableRow>
                    <TableCell>
                        {translate('app.instrumentation.plant')}
                    </TableCell>
                    <TableCell>
                        {translate('app.instrumentation.gateways')}
                    </TableCell>
                    <TableCell>
                        {translate('app.instrumentation.sensors')}
                    </TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {[...byPlant.entries()].map(([id, c]) => (
                    <TableRow key={id}>
                        <TableCell>{c.name}</TableCell>
                        <TableCell>
                            {online(c.gatewaysOnline, c.gateways)}
                        </TableCell>
                        <TableCell>
                            {online(c.sensorsOnline, c.sensors)}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
