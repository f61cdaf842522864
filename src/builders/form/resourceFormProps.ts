import type { ReactNode } from 'react';
import type { SimpleFormProps } from 'react-admin';
import type { ResourceDefinition } from '@shared/domain/fields';
import type { CustomInputs } from './ResourceInputs';

/**
 * One tab of a form: its label (an i18n key) and the top-level sources it
 * holds. A tab without `sources` holds every field no other tab names.
 */
export interface FormTab {
    label: string;
    sources?: readonly string[];
}

export interface ResourceFormProps {
    definition: ResourceDefinition;
    mode: 'create' | 'edit';
    readOnly?: boolean;
    custom?: CustomInputs;
    /** Drawn after the inputs (in the tab holding the remaining fields). */
    children?: ReactNode;
    /** Without tabs the form is the generated one-column SimpleForm. */
    tabs?: readonly FormTab[];
    toolbar: SimpleFormProps['toolbar'];
    defaultValues?: SimpleFormProps['defaultValues'];
}

/**
 * What a create or details screen takes beyond the route's props: the
 * same four for both, so an editor passes them on unchanged.
 */
export interface EditorProps {
    /** Turns the form's values into the record before it is sent (an editor's derived values: steps numbered by position). */
    prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
    /** The form split over tabs (`ResourceForm`); one column without. */
    tabs?: readonly FormTab[];
    /** Hand-written inputs replacing generated ones (`ResourceInputs`). */
    custom?: CustomInputs;
    /** Drawn inside the form after the inputs (a preview that reads the form's values). */
    children?: ReactNode;
}
