/**
 * A DataTable column whose cells are text (columnFor's text columns), each
 * cell one `<td>` with the look of MUI's small body TableCell.
 *
 * react-admin's `DataTable.Col` draws a cell through four wrappers
 * (DataTableColumn, DataTableCell, each a memo around a forwardRef), a
 * styled TableCell with an `sx`, MUI's TableCell and its styled root: about
 * seven components and two style computations per cell, and a store
 * subscription per cell for the column chooser, which generated lists do
 * not offer. A page of ten rows has about seventy text cells
 * (docs/performance.md, "Drawing a list"). The header cell (sorting,
 * its label), a column chooser and a footer stay react-admin's.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

import { alpha, darken, lighten } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
    DataTable,
    DataTableClasses,
    useDataTableRenderContext,
    useRecordContext,
    type DataTableColumnProps,
    type RaRecord,
} from 'react-admin';

export const TEXT_CELL_CLASS = 'PlantsDataTable-textCell';

type TextColumnProps = Omit<DataTableColumnProps, 'render' | 'source'> & {
    source: string;
    render: (record: RaRecord) => ReactNode;
};

const TextCell = ({
    source,
    render,
}: Pick<TextColumnProps, 'source' | 'render'>) => {
    const record = useRecordContext();
    return (
        <td
            className={`MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall ${DataTableClasses.rowCell} column-${source} ${TEXT_CELL_CLASS}`}
        >
            {record ? render(record) : null}
        </td>
    );
};

export const TextColumn = (props: TextColumnProps) => {
    const context = useDataTableRenderContext();
    return context === 'data' ? (
        <TextCell source={props.source} render={props.render} />
    ) : (
        <DataTable.Col {...props} />
    );
};

/**
 * The text cells' look, for the DataTable's `sx`: MUI's TableCell root with
 * its `body` and `size="small"` variants (@mui/material TableCell.js), from
 * the same theme values. An end-to-end test compares a text cell's
 * computed style with a TableCell's in the same row.
 */
export const textCellSx = (theme: Theme): CSSObject => ({
    [`& td.${TEXT_CELL_CLASS}`]: {
        fontFamily: theme.typography.body2.fontFamily,
        fontWeight: theme.typography.body2.fontWeight,
        fontSize: theme.typography.body2.fontSize,
        lineHeight: theme.typography.body2.lineHeight,
        letterSpacing: theme.typography.body2.letterSpacing,
        display: 'table-cell',
        verticalAlign: 'inherit',
        borderBottom: theme.vars
            ? `1px solid ${theme.vars.palette.TableCell.border}`
            : `1px solid ${
                  theme.palette.mode === 'light'
                      ? lighten(alpha(theme.palette.divider, 1), 0.88)
                      : darken(alpha(theme.palette.divider, 1), 0.68)
              }`,
        textAlign: 'left',
        padding: '6px 16px',
        color: (theme.vars ?? theme).palette.text.primary,
    },
});
