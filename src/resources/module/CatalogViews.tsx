import { ResourceCreate } from '@/builders/ResourceCreate';
import { ResourceEdit } from '@/builders/ResourceEdit';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import type { ResourceDefinition } from '@/domain/fields';
import { CodeShownAs } from './CodeShownAs';
import { IconPickerInput } from './IconPickerInput';
import { ModulePagesList } from './ModulePagesList';

const customFor = (
    definition: ResourceDefinition,
    mode: 'create' | 'edit'
): CustomInputs => ({
    codeIntl: ({ readOnly }) => (
        <CodeShownAs definition={definition} readOnly={readOnly} mode={mode} />
    ),
    icon: ({ readOnly }) => (
        <IconPickerInput
            resource={definition.name as 'page' | 'module'}
            readOnly={readOnly}
        />
    ),
});

/** New module or page: the code with the name it shows, and the icon picker. */
export const CatalogCreate = (props: ResourceViewProps) => (
    <ResourceCreate
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        custom={customFor(props.definition, 'create')}
    />
);

/** A module's or page's details; a module's lists its pages in menu order. */
export const CatalogEdit = (props: ResourceViewProps) => (
    <ResourceEdit
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        id={props.id}
        custom={customFor(props.definition, 'edit')}
    >
        {props.definition.name === 'module' && <ModulePagesList />}
    </ResourceEdit>
);
