import type { TablePaginationProps } from '@mui/material/TablePagination';
import { useCallback } from 'react';
import {
    Pagination,
    useListContext,
    useLocaleState,
    useTranslate,
    type PaginationProps,
} from 'react-admin';
import { LIST_COUNT_CAP } from '@shared/domain/paging';
import { numberFormat } from '@shared/domain/numberFormat';

interface Rows {
    from: number;
    to: number;
    count: number;
}

/**
 * react-admin's pagination, saying "1-10 of more than 1,000" when the API
 * stopped counting at its cap (shared/domain/paging.ts); the list then pages
 * forward and back, as react-admin does without a total.
 */
export const ListPagination = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { error } = useListContext();
    // Figures in the user's language: "1-10 de 1.234".
    const label = useCallback(
        ({ from, to, count }: Rows) => {
            const n = (v: number) => numberFormat(locale, 0).format(v);
            return count === -1
                ? translate('app.crud.rangeOverCap', {
                      from: n(from),
                      to: n(to),
                      cap: n(LIST_COUNT_CAP),
                  })
                : translate('ra.navigation.page_range_info', {
                      offsetBegin: n(from),
                      offsetEnd: n(to),
                      total: n(count),
                  });
        },
        [translate, locale]
    );
    // react-admin passes its other props on to MUI's TablePagination,
    // whose label this is; its own type omits it.
    const table: Partial<TablePaginationProps> = { labelDisplayedRows: label };
    // A failed request has no rows to count: ListError says so.
    if (error) return null;
    return (
        <Pagination
            rowsPerPageOptions={[10, 25, 50, 100]}
            {...(table as PaginationProps)}
        />
    );
};
