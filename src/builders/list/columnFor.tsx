import { DataTable, type RaRecord } from 'react-admin';
import type { FieldDefinition } from '@shared/domain/fields';
import { isSortableColumn } from '@shared/domain/sorting';
import { fieldTypeParts } from '../fieldTypes';
import { fieldLabelKey } from '../labelKeys';
import { LIST_TOOLS } from './listTools';
import { TextColumn } from './TextColumn';
import type { FieldText } from '../useFieldText';

/**
 * One DataTable column for a declared list field, with its type's cell
 * and header (src/builders/fieldTypes/). `text` is the list's
 * useFieldText, built once for all its cells.
 */
export const columnFor = (
    resource: string,
    field: FieldDefinition,
    text: FieldText
) => {
    const parts = fieldTypeParts(field.type);
    const cell = parts.cell(field, LIST_TOOLS);
    const label = parts.columnLabel(fieldLabelKey(resource, field.source));
    return cell === 'text' ? (
        <TextColumn
            key={field.source}
            source={field.source}
            label={label}
            disableSort={!isSortableColumn(field)}
            render={(record: RaRecord) =>
                text(field, record[field.source], record)
            }
        />
    ) : (
        <DataTable.Col
            key={field.source}
            source={field.source}
            label={label}
            disableSort={!isSortableColumn(field)}
        >
            {cell}
        </DataTable.Col>
    );
};
