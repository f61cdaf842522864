import { useState } from 'react';
import {
    Edit,
    useGetResourceLabel,
    useNotify,
    useRecordContext,
    useTranslate,
    type Identifier,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { DetailsToolbar } from '../details/DetailsToolbar';
import { notificationKey } from '../labelKeys';
import { PageHeading } from '../PageHeading';
import { ResourceForm } from './ResourceForm';
import type { EditorProps } from './resourceFormProps';
import type { ResourceScreenProps } from '../list/ResourceList';
import { useRecordName } from '../details/useRecordName';
import { writeTransform } from './writableValues';

/** The details title (header and h1): the entity and the record as people name it ("Leitura 20/11/2026, 10:30"). */
const RecordTitle = ({ resource }: { resource: string }) => {
    const translate = useTranslate();
    const record = useRecordContext();
    const resourceLabel = useGetResourceLabel();
    const recordName = useRecordName(resource, record);
    return translate('ra.page.edit', {
        name: resourceLabel(resource, 1),
        recordRepresentation: recordName,
        id: record?.id,
    });
};

/**
 * The page's h1, once the record is there: PageFocus lands on the first
 * h1 it finds, and a heading reading "Gateway " while the record loads
 * would be announced so, however it fills in afterwards.
 */
const RecordHeading = ({ resource }: { resource: string }) =>
    useRecordContext() ? (
        <PageHeading>
            <RecordTitle resource={resource} />
        </PageHeading>
    ) : null;

/**
 * The generated details page (`/details/{id}`): it opens read-only with an
 * "Enable edit" button; saving (pessimistic: a refused save keeps the typed
 * values and shows field errors) returns it to read mode.
 */
export const ResourceEdit = ({
    definition,
    basePath,
    readOnly = false,
    canDelete = true,
    id,
    custom,
    children,
    prepare,
    tabs,
}: ResourceScreenProps &
    EditorProps & {
        /** False where the record may be edited but not deleted (`normalPageUpdateOnly`). */
        canDelete?: boolean;
        /** Defaults to the route's `:id` parameter. */
        id?: Identifier;
    }) => {
    const params = useParams<'id'>();
    const [editing, setEditing] = useState(false);
    const notify = useNotify();
    const { name, fields } = definition;
    return (
        <Edit
            resource={name}
            id={id ?? params.id}
            mutationMode="pessimistic"
            // A view-only page still shows its details: the route guard has
            // already checked read access, and canAccess('edit') would refuse.
            disableAuthentication={readOnly}
            redirect={false}
            // The page's h1, where react-admin puts a page's actions (none
            // here: the toolbar holds them), with the header's words.
            actions={<RecordHeading resource={name} />}
            title={<RecordTitle resource={name} />}
            transform={writeTransform(fields, prepare)}
            mutationOptions={{
                onSuccess: () => {
                    notify(notificationKey(name, 'updated'), { type: 'info' });
                    setEditing(false);
                },
                onError: () =>
                    notify(notificationKey(name, 'updateError'), {
                        type: 'error',
                    }),
            }}
        >
            <ResourceForm
                definition={definition}
                mode="edit"
                readOnly={readOnly || !editing}
                custom={custom}
                tabs={tabs}
                toolbar={
                    <DetailsToolbar
                        resource={name}
                        basePath={basePath}
                        editing={editing}
                        readOnly={readOnly}
                        canDelete={canDelete}
                        onEditingChange={setEditing}
                    />
                }
            >
                {children}
            </ResourceForm>
        </Edit>
    );
};
