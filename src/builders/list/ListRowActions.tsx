import Visibility from '@mui/icons-material/Visibility';
import type { MouseEvent } from 'react';
import { Button, useBasename, useRecordContext } from 'react-admin';
import { LinkBase } from 'react-admin';
import { useMayActOn } from '@/session/rank';
import { ResourceDeleteButton } from '../details/ResourceDeleteButton';

const stop = (event: MouseEvent) => event.stopPropagation();

export const detailsPath = (basePath: string, id: string | number) =>
    `${basePath}/details/${encodeURIComponent(String(id))}`;

/** The actions column: details link, and delete behind a confirmation. */
export const ListRowActions = ({
    resource,
    basePath,
    readOnly,
}: {
    resource: string;
    basePath: string;
    readOnly: boolean;
}) => {
    const record = useRecordContext();
    const basename = useBasename();
    const mayAct = useMayActOn(resource, record);
    if (!record) return null;
    return (
        <>
            <Button
                component={LinkBase}
                to={`${basename}${detailsPath(basePath, record.id)}`}
                label="app.crud.details"
                onClick={stop}
            >
                <Visibility />
            </Button>
            {!readOnly && mayAct && (
                <ResourceDeleteButton resource={resource} />
            )}
        </>
    );
};
