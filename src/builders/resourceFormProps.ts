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
