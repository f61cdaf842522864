import type { ResourceDefinition } from '@/domain/fields';
import { FieldInput, formFields } from './inputFor';
import { Lookups } from './Lookups';

export interface ResourceInputsProps {
    definition: ResourceDefinition;
    mode: 'create' | 'edit';
    /** Details page before "Enable edit": every input is read-only. */
    readOnly?: boolean;
}

/** The inputs shared by the create and details forms of a declaration. */
export const ResourceInputs = ({
    definition,
    mode,
    readOnly = false,
}: ResourceInputsProps) => (
    <>
        {formFields(definition.fields, mode).map(field => (
            <FieldInput
                key={field.source}
                resource={definition.name}
                field={field}
                source={field.source}
                labelPath={field.source}
                readOnly={readOnly || field.readOnly === true}
                mode={mode}
            />
        ))}
        {!readOnly && <Lookups definition={definition} />}
    </>
);
