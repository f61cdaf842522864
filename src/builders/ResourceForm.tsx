import { lazy, Suspense, type ReactNode } from 'react';
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import type { ResourceDefinition } from '@/domain/fields';
import { ResourceInputs, type CustomInputs } from './ResourceInputs';

// Only forms with tabs (the plant's) load TabbedForm: the generated
// screens of every other resource download what they did before.
const TabbedResourceForm = lazy(() =>
    import('./TabbedResourceForm').then(m => ({
        default: m.TabbedResourceForm,
    }))
);

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
 * The create and details forms' body: the generated inputs in one column,
 * or split over tabs (`TabbedResourceForm`).
 */
export const ResourceForm = (props: ResourceFormProps) => {
    const {
        definition,
        mode,
        readOnly = false,
        custom,
        children,
        tabs,
    } = props;
    if (tabs?.length)
        return (
            <Suspense>
                <TabbedResourceForm {...props} tabs={tabs} />
            </Suspense>
        );
    return (
        <SimpleForm
            noValidate
            toolbar={props.toolbar}
            defaultValues={props.defaultValues}
        >
            <ResourceInputs
                definition={definition}
                mode={mode}
                readOnly={readOnly}
                custom={custom}
            />
            {children}
        </SimpleForm>
    );
};
