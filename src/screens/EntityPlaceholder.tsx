import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import type { ResourceViewProps } from '@/routes/resourceViewProps';

/** Stands in for a resource view until src/builders provides it. */
export const EntityPlaceholder = ({ definition, view, id }: ResourceViewProps) => {
    const translate = useTranslate();
    const name = translate(`resources.${definition.name}.name`, { smart_count: 2 });
    return (
        <section data-resource={definition.name} data-view={view}>
            <Title title={name} />
            <Typography variant="h5" component="h1" sx={{ my: 2 }}>
                {name}
                {id === undefined ? '' : ` #${id}`}
            </Typography>
            <Typography color="text.secondary">
                {translate('app.placeholder.message')}
            </Typography>
        </section>
    );
};
