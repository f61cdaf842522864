import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import {
    SimpleForm,
    TabbedForm,
    useFormGroup,
    useTranslate,
    type SimpleFormProps,
} from 'react-admin';
import type { ResourceDefinition } from '@/domain/fields';
import { ResourceInputs, type CustomInputs } from './ResourceInputs';
import { visuallyHidden } from './visuallyHidden';

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
 * A tab's name, with an icon and words when one of its inputs fails:
 * react-admin only colours the tab, and a hidden tab's error must not
 * rest on colour alone.
 */
const TabLabel = ({ label, group }: { label: string; group: string }) => {
    const translate = useTranslate();
    const { isValid } = useFormGroup(group);
    return (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
            {translate(label)}
            {!isValid && (
                <>
                    <ErrorOutline fontSize="small" aria-hidden />
                    <Box component="span" sx={visuallyHidden}>
                        {` (${translate('app.form.tabHasErrors')})`}
                    </Box>
                </>
            )}
        </Box>
    );
};

/**
 * The create and details forms' body: the generated inputs in one column,
 * or split over tabs. react-admin's TabbedForm keeps every tab mounted, so
 * a hidden tab's inputs still validate and the tab is marked when one fails.
 */
export const ResourceForm = ({
    definition,
    mode,
    readOnly = false,
    custom,
    children,
    tabs,
    toolbar,
    defaultValues,
}: ResourceFormProps) => {
    const formProps = { noValidate: true, toolbar, defaultValues };
    if (!tabs?.length)
        return (
            <SimpleForm {...formProps}>
                <ResourceInputs
                    definition={definition}
                    mode={mode}
                    readOnly={readOnly}
                    custom={custom}
                />
                {children}
            </SimpleForm>
        );
    const named = new Set(tabs.flatMap(t => t.sources ?? []));
    return (
        // Tabs in the URL would add a segment the app's routes do not know.
        <TabbedForm {...formProps} syncWithLocation={false}>
            {tabs.map((tab, index) => {
                const rest = !tab.sources;
                const only = (source: string) =>
                    rest ? !named.has(source) : !!tab.sources?.includes(source);
                return (
                    // The tab's value names its form group (react-admin's).
                    <TabbedForm.Tab
                        key={tab.label}
                        value={index}
                        label={
                            <TabLabel label={tab.label} group={String(index)} />
                        }
                    >
                        <ResourceInputs
                            definition={definition}
                            mode={mode}
                            readOnly={readOnly}
                            custom={custom}
                            only={only}
                            lookups={rest}
                        />
                        {rest && children}
                    </TabbedForm.Tab>
                );
            })}
        </TabbedForm>
    );
};
