import { SimpleList, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '@/domain/fields';
import { EmptyText } from './EmptyText';
import { useFieldText } from './useFieldText';

/**
 * The list below the `sm` breakpoint: one line per record (its
 * representation and the next listed field, each as the wide list shows
 * it: masked, translated, on the company's clock), each a link to its
 * details. A separate chunk, so wide screens never download it.
 */
const SmallScreenList = ({
    definition,
    rowPath,
}: {
    definition: ResourceDefinition;
    rowPath: (id: string | number) => string;
}) => {
    const text = useFieldText(definition.name);
    const first = definition.fields.find(
        f => f.source === definition.recordRepresentation
    );
    const second = definition.fields.find(
        f => f.list && f.source !== definition.recordRepresentation
    );
    const show = (r: RaRecord, field = first) =>
        field ? text(field, r[field.source]) : String(r.id);
    return (
        <SimpleList
            primaryText={(r: RaRecord) => show(r)}
            secondaryText={
                second ? (r: RaRecord) => show(r, second) : undefined
            }
            rowClick={id => rowPath(id)}
            empty={<EmptyText />}
        />
    );
};

export default SmallScreenList;
