import { lazy, Suspense } from 'react';
import { retryImport } from '@/providers/retryImport';
import { SimpleForm } from 'react-admin';
import { ResourceInputs } from './ResourceInputs';
import type { ResourceFormProps } from './resourceFormProps';

export type { FormTab, ResourceFormProps } from './resourceFormProps';

// Only forms with tabs (the plant's) load TabbedForm: the generated
// screens of every other resource download what they did before.
const TabbedResourceForm = lazy(
    retryImport(() =>
        import('./TabbedResourceForm').then(m => ({
            default: m.TabbedResourceForm,
        }))
    )
);

/**
 * The create and details forms' body: the generated inputs in one column,
 * or split over tabs (`TabbedResourceForm`).
 */
/** A refetched record keeps the user's edits (react-hook-form's reset options). */
const KEEP_TYPED = { keepDirtyValues: true } as const;

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
            // The record asked again (a device's state pushed: docs/
            // monitoring.md, "Every screen live") updates what the user has
            // not typed in, never what they have.
            resetOptions={KEEP_TYPED}
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
