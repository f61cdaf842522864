import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';
import { plantDetailsPath } from '@/builders/paths';
import type { DeviceState } from '@shared/domain/deviceState';
import { getResource } from '@shared/declarations';
import { DeviceStateLabel } from './DeviceStateLabel';
import { useLastSeen } from './useLastSeen';

export interface DeviceRow {
    id: number;
    name: string;
    lastSeenAt: string | null;
    state: DeviceState;
}

/**
 * Sensors or gateways that need a look, each linking to its page. A plant
 * with none at all says so: "every sensor is reporting" of no sensor would
 * report an empty plant as healthy.
 */
export const DeviceList = ({
    kind,
    title,
    summary,
    help,
    empty,
    total,
    items,
    timeZone,
}: {
    kind: 'sensor' | 'gateway';
    title: string;
    summary: string;
    help?: string;
    /** What an empty list means when the plant has devices of the kind. */
    empty: string;
    /** How many devices of the kind the plant has. */
    total: number;
    items: readonly DeviceRow[];
    timeZone?: string;
}) => {
    const translate = useTranslate();
    const lastSeen = useLastSeen(timeZone);
    const headingId = `${kind}-list-title`;
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby={headingId}
        >
            <CardContent>
                <Typography id={headingId} variant="h6" component="h2">
                    {title}
                </Typography>
                <Typography
                    variant="body2"
                    data-testid={`${kind}-summary`}
                    sx={{ fontWeight: 500 }}
                >
                    {summary}
                </Typography>
                {help ? (
                    <Typography variant="caption" color="text.secondary">
                        {help}
                    </Typography>
                ) : null}
                {items.length === 0 ? (
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {total === 0
                            ? translate(
                                  `app.dashboard.no${kind === 'sensor' ? 'Sensors' : 'Gateways'}Yet`
                              )
                            : empty}
                    </Typography>
                ) : (
                    <List dense>
                        {items.map(item => {
                            const to = plantDetailsPath(
                                getResource(kind),
                                item.id
                            );
                            return (
                                <ListItem key={item.id} disableGutters>
                                    <ListItemText
                                        primary={
                                            to ? (
                                                <Link to={to}>{item.name}</Link>
                                            ) : (
                                                item.name
                                            )
                                        }
                                        secondary={
                                            <>
                                                <DeviceStateLabel
                                                    state={item.state}
                                                />{' '}
                                                {item.lastSeenAt
                                                    ? translate(
                                                          'app.monitoring.lastSeen',
                                                          {
                                                              time: lastSeen(
                                                                  item.lastSeenAt
                                                              ),
                                                          }
                                                      )
                                                    : ''}
                                            </>
                                        }
                                    />
                                </ListItem>
                            );
                        })}
                    </List>
                )}
            </CardContent>
        </Card>
    );
};
