import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import { TabbedForm, useFormGroup, useTranslate } from 'react-admin';
import type { FormTab, ResourceFormProps } from './resourceFormProps';
import { ResourceInputs } from './ResourceInputs';
import { visuallyHidden } from '../visuallyHidden';

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
 * The form split over tabs. react-admin's TabbedForm keeps every tab
 * mounted, so a hidden tab's inputs still validate, and its label says
 * when one of them fails.
 */
export const TabbedResourceForm = ({
    definition,
    mode,
    readOnly = false,
    custom,
    children,
    tabs,
    toolbar,
    defaultValues,
}: ResourceFormProps & { tabs: readonly FormTab[] }) => {
    const formProps = { noValidate: true, toolbar, defaultValues };
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
