import type { ReactElement } from 'react';
import {
    AutocompleteInput,
    BooleanInput,
    ReferenceInput,
    SearchInput,
    SelectInput,
} from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '@/domain/fields';
import { findResource } from '@/resources';
import { fieldLabelKey } from './labelKeys';
import { optionChoices } from './optionChoices';

const filterInput = (
    resource: string,
    field: FieldDefinition
): ReactElement | null => {
    const key = field.source;
    const common = {
        source: field.source,
        label: fieldLabelKey(resource, field.source),
        alwaysOn: true,
    };
    switch (field.type) {
        case 'select':
        case 'multiSelect':
            return (
                <SelectInput
                    key={key}
                    {...common}
                    choices={optionChoices(resource, field.source, field)}
                />
            );
        case 'boolean':
            return <BooleanInput key={key} {...common} />;
        // A `references` filter matches records holding that one id.
        case 'reference':
        case 'references': {
            const target = field.reference
                ? findResource(field.reference)
                : undefined;
            return (
                <ReferenceInput
                    key={key}
                    {...common}
                    reference={field.reference ?? ''}
                >
                    <AutocompleteInput
                        label={common.label}
                        optionText={target?.recordRepresentation ?? 'id'}
                    />
                </ReferenceInput>
            );
        }
        default:
            return null;
    }
};

/** The text search (`q`, sent as `search`), then the declared filters. */
export const filtersFor = (
    definition: ResourceDefinition,
    open: boolean
): ReactElement[] => [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(open
        ? definition.fields
              .filter(f => f.filter)
              .map(f => filterInput(definition.name, f))
              .filter((e): e is ReactElement => e !== null)
        : []),
];
