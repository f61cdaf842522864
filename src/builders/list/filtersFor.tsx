import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';
import { fieldTypeParts } from '../fieldTypes';
import { fieldLabelKey } from '../labelKeys';
import { LIST_TOOLS } from './listTools';

/** A field's filter inputs, its type's (src/builders/fieldTypes/). */
const filterInputs = (resource: string, field: FieldDefinition) =>
    fieldTypeParts(field.type).filters(
        resource,
        field,
        {
            source: field.source,
            label: fieldLabelKey(resource, field.source),
            alwaysOn: true,
        },
        LIST_TOOLS
    );

/** The text search (`q`, sent as `search`), then the declared filters. */
export const filtersFor = (
    definition: ResourceDefinition,
    open: boolean
): ReactElement[] => [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(open
        ? definition.fields
              .filter(f => f.filter)
              .flatMap(f => filterInputs(definition.name, f))
        : []),
];
