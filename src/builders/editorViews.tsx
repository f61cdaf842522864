import type { ReactNode } from 'react';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import type { CustomInputs } from './ResourceInputs';
import type { FormTab } from './ResourceForm';
import type { ResourceViewProps } from './viewProps';

export interface EditorOptions {
    /** Hand-written inputs replacing generated ones, by source. */
    custom?: CustomInputs;
    /** The form's values turned into the record before it is sent. */
    prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
    /** Drawn inside the form after the inputs (a preview reading the values). */
    after?: ReactNode;
    /** The form split over tabs; one column without. */
    tabs?: readonly FormTab[];
}

/**
 * The create and details views of a resource whose generated form has some
 * inputs written for the job: everything else (read-only until "Enable
 * edit", pessimistic saves, toasts, Delete where allowed) is the generated
 * screen's. The generated views are this with no options.
 */
export function editorViews({
    custom,
    prepare,
    after,
    tabs,
}: EditorOptions = {}) {
    const Create = (p: ResourceViewProps) => (
        <ResourceCreate
            definition={p.definition}
            basePath={p.paths.list}
            readOnly={p.readOnly}
            custom={custom}
            prepare={prepare}
            tabs={tabs}
        >
            {after}
        </ResourceCreate>
    );
    const Edit = (p: ResourceViewProps) => (
        <ResourceEdit
            definition={p.definition}
            basePath={p.paths.list}
            readOnly={p.readOnly}
            canDelete={
                !(p.mode === 'normal' && p.definition.normalPageUpdateOnly)
            }
            id={p.id}
            custom={custom}
            prepare={prepare}
            tabs={tabs}
        >
            {after}
        </ResourceEdit>
    );
    return { Create, Edit };
}
