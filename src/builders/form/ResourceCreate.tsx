import {
    Create,
    SaveButton,
    Toolbar,
    useCreateContext,
    useNotify,
} from 'react-admin';
import { ResourceForm } from './ResourceForm';
import type { EditorProps } from './resourceFormProps';
import type { ResourceScreenProps } from '../list/ResourceList';
import { notificationKey } from '../labelKeys';
import { PageHeading } from '../PageHeading';
import { detailsPath } from '../list/ListRowActions';
import { defaultValuesFor, writeTransform } from './writableValues';

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
}: ResourceScreenProps & EditorProps) => {
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
            transform={writeTransform(fields, prepare)}
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
