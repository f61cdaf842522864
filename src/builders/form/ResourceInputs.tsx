import type { ReactNode } from 'react';
import type { ResourceDefinition } from '@shared/domain/fields';
import { FieldInput, formFields } from './inputFor';
import { useMayWriteField } from '@/session/rank';
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
    /** Only the top-level fields it accepts (one tab's); all by default. */
    only?: (source: string) => boolean;
    /** Whether the CNPJ and CEP look-ups run here (once per form). */
    lookups?: boolean;
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
    only = () => true,
    lookups = true,
}: ResourceInputsProps) => {
    // A field the user may not write (its declaration's `write`) is shown
    // read-only: the server would refuse it.
    const mayWrite = useMayWriteField(definition);
    return (
        <>
            {formFields(definition.fields, mode)
                .filter(field => only(field.source))
                .map(field => {
                    const Custom = custom[field.source];
                    const fieldReadOnly =
                        readOnly || field.readOnly === true || !mayWrite(field);
                    if (Custom)
                        return (
                            <Custom
                                key={field.source}
                                readOnly={fieldReadOnly}
                            />
                        );
                    return (
                        <FieldInput
                            key={field.source}
                            resource={definition.name}
                            field={field}
                            source={field.source}
                            labelPath={field.source}
                            readOnly={fieldReadOnly}
                            mode={mode}
                        />
                    );
                })}
            {lookups && !readOnly && <Lookups definition={definition} />}
        </>
    );
};
