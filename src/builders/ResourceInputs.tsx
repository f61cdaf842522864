import type { ReactNode } from 'react';
import type { ResourceDefinition } from '@/domain/fields';
import { FieldInput, formFields } from './inputFor';
import { Lookups } from './Lookups';

export interface ResourceInputsProps {
    definition: ResourceDefinition;
    mode: 'create' | 'edit';
    /** Details page before "Enable edit": every input is read-only. */
    readOnly?: boolean;
    /**
     * Editors written for the job, by top-level source: each replaces the
     * generated input of its field (a profile's pages, a plant's alert
     * configuration), given whether the form is read-only.
     */
    custom?: CustomInputs;
}

/** Hand-written inputs replacing generated ones, by source. */
export type CustomInputs = Partial<
    Record<string, (props: { readOnly: boolean }) => ReactNode>
>;

/** The inputs shared by the create and details forms of a declaration. */
export const ResourceInputs = ({
    definition,
    mode,
    readOnly = false,
    custom = {},
}: ResourceInputsProps) => (
    <>
        {formFields(definition.fields, mode).map(field => {
            const Custom = custom[field.source];
            if (Custom)
                return (
                    <Custom
                        key={field.source}
                        readOnly={readOnly || field.readOnly === true}
                    />
                );
            return (
                <FieldInput
                    key={field.source}
                    resource={definition.name}
                    field={field}
                    source={field.source}
                    labelPath={field.source}
                    readOnly={readOnly || field.readOnly === true}
                    mode={mode}
                />
            );
        })}
        {!readOnly && <Lookups definition={definition} />}
    </>
);
