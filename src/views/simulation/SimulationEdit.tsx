import Stack from '@mui/material/Stack';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import type { ResourceViewProps } from '@/builders/viewProps';
import { DrillOutbox } from './DrillOutbox';
import { SendDrill } from './SendDrill';

/**
 * A drill's details. Before it is sent: the form and a Send action (with
 * a confirmation). Once sent it is read-only, with its outbox: who was
 * notified, when and how.
 */
export const SimulationEdit = (props: ResourceViewProps) => {
    const params = useParams<'id'>();
    const id = props.id ?? params.id;
    // The same query the form makes: react-query answers both with one request.
    const { data: drill } = useGetOne('simulation', { id });
    const sent = drill?.sent === true;
    return (
        <Stack spacing={2}>
            {drill && !sent && !props.readOnly ? (
                <SendDrill drill={drill} />
            ) : null}
            <ResourceEdit
                key={sent ? 'sent' : 'draft'}
                definition={props.definition}
                basePath={props.paths.list}
                readOnly={props.readOnly || sent}
                id={id}
            />
            {drill && sent ? <DrillOutbox drill={drill} /> : null}
        </Stack>
    );
};
