import {
    Create,
    SaveButton,
    Toolbar,
    useCreateContext,
    useNotify,
} from 'react-admin';
import type { ReactNode } from 'react';
import type { CustomInputs } from './ResourceInputs';
import { ResourceForm, type FormTab } from './ResourceForm';
import type { ResourceScreenProps } from './ResourceList';
import { notificationKey } from './labelKeys';
import { PageHeading } from './PageHeading';
import { detailsPath } from './ListRowActions';
import { defaultValuesFor, writableValues } from './writableValues';

/** The page's h1: the title react-admin's create page puts in the header. */
const CreateHeading = () => (
    <PageHeading>{useCreateContext().defaultTitle}</PageHeading>
);

/**
 * The generated `/new` screen. Saving is pessimistic, so a refused save
 * keeps what the user typed and shows the server's field errors under the
 * inputs; a successful one goes to the new record's details page, where
 * the user sees what the server stored (computed fields included).
 */
export const ResourceCreate = ({
    definition,
    basePath,
    custom,
    children,
    prepare,
    tabs,
}: ResourceScreenProps & {
    /** Turns the form's values into the record before it is sent (an editor's derived values: steps numbered by position). */
    prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
    /** The form split over tabs (`ResourceForm`); one column without. */
    tabs?: readonly FormTab[];
    /** Hand-written inputs replacing generated ones (`ResourceInputs`). */
    custom?: CustomInputs;
    /** Drawn inside the form after the inputs (a preview that reads the form's values). */
    children?: ReactNode;
}) => {
    const notify = useNotify();
    const { name, fields } = definition;
    return (
        <Create
            resource={name}
            mutationMode="pessimistic"
            // Drawn above the form, where react-admin puts a page's actions.
            actions={<CreateHeading />}
            redirect={(_resource, id) =>
                id === undefined ? basePath : detailsPath(basePath, id)
            }
            transform={(values: Record<string, unknown>) =>
                writableValues(fields, prepare ? prepare(values) : values)
            }
            mutationOptions={{
                onError: () =>
                    notify(notificationKey(name, 'createError'), {
                        type: 'error',
                    }),
            }}
        >
            {/* Save is offered on an untouched form, so that pressing it shows
                what is required; the product's messages, never the browser's
                own bubbles (noValidate). */}
            <ResourceForm
                definition={definition}
                mode="create"
                custom={custom}
                tabs={tabs}
                defaultValues={defaultValuesFor(fields)}
                toolbar={
                    <Toolbar>
                        <SaveButton alwaysEnable />
                    </Toolbar>
                }
            >
                {children}
            </ResourceForm>
        </Create>
    );
};
