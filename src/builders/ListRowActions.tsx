import Visibility from '@mui/icons-material/Visibility';
import type { MouseEvent } from 'react';
import { LinkBase, useBasename, useRecordContext } from 'react-admin';
import { RowButton } from './RowButton';
import { RowDeleteButton } from './RowDeleteButton';

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
    if (!record) return null;
    return (
        <>
            <RowButton
                component={LinkBase}
                to={`${basename}${detailsPath(basePath, record.id)}`}
                label="app.crud.details"
                icon={<Visibility />}
                onClick={stop}
            />
            {!readOnly && <RowDeleteButton resource={resource} />}
        </>
    );
};
