import { ReferenceField, SimpleList, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '@shared/domain/fields';
import { EmptyText } from './EmptyText';
import { RecordText } from '../details/RecordText';
import { useFieldText } from '../useFieldText';

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
        field ? text(field, r[field.source], r) : String(r.id);
    // A reference (a reading's sensor) is named by its record, fetched for
    // the whole page at once.
    const secondary =
        second?.type === 'reference' && second.reference
            ? () => (
                  <ReferenceField
                      source={second.source}
                      reference={second.reference ?? ''}
                      link={false}
                  >
                      <RecordText resource={second.reference ?? ''} />
                  </ReferenceField>
              )
            : second
              ? (r: RaRecord) => show(r, second)
              : undefined;
    return (
        <SimpleList
            primaryText={(r: RaRecord) => show(r)}
            secondaryText={secondary}
            rowClick={id => rowPath(id)}
            empty={<EmptyText />}
        />
    );
};

export default SmallScreenList;
