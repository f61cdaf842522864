import type { ReactNode } from 'react';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import type { EditorProps } from './resourceFormProps';
import type { ResourceViewProps } from '../viewProps';

export type EditorOptions = Omit<EditorProps, 'children'> & {
    /** Drawn inside the form after the inputs (a preview reading the values). */
    after?: ReactNode;
};

/**
 * The create and details views of a resource whose generated form has some
 * inputs written for the job: everything else (read-only until "Enable
 * edit", pessimistic saves, toasts, Delete where allowed) is the generated
 * screen's. The generated views are this with no options.
 */
export function editorViews({ after, ...form }: EditorOptions = {}) {
    const Create = (p: ResourceViewProps) => (
        <ResourceCreate
            definition={p.definition}
            basePath={p.paths.list}
            readOnly={p.readOnly}
            {...form}
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
            {...form}
        >
            {after}
        </ResourceEdit>
    );
    return { Create, Edit };
}
