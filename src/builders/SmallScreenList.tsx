import { SimpleList, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '@/domain/fields';
import { EmptyText } from './EmptyText';

const representation = (definition: ResourceDefinition) => {
    const second = definition.fields.find(
        f => f.list && f.source !== definition.recordRepresentation
    );
    return {
        primary: (r: RaRecord) =>
            String(r[definition.recordRepresentation] ?? ''),
        secondary: second
            ? (r: RaRecord) => String(r[second.source] ?? '')
            : undefined,
    };
};

/**
 * The list below the `sm` breakpoint: one line per record (its
 * representation and the next listed field), each a link to its details.
 * A separate chunk, so wide screens never download it.
 */
const SmallScreenList = ({
    definition,
    rowPath,
}: {
    definition: ResourceDefinition;
    rowPath: (id: string | number) => string;
}) => {
    const { primary, secondary } = representation(definition);
    return (
        <SimpleList
            primaryText={primary}
            secondaryText={secondary}
            rowClick={id => rowPath(id)}
            empty={<EmptyText />}
        />
    );
};

export default SmallScreenList;
