/**
 * Keeps a copy of the list page once its rows are painted, for the next
 * visit's page before the app (src/builders/listCopy.ts); takes this
 * visit's copy away once the page is painted.
 */
import { useCallback, useEffect } from 'react';
import {
    useListContext,
    useLocale,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { useLocation } from 'react-router';
import type { ResourceDefinition } from '@shared/domain/fields';
import { endEarlyPage } from '@/earlyPage/handoff';
import { searchQuery } from '@/providers/dataProvider';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { afterNextPaint } from './afterPaint';
import { copyInput, useKeepWhenIdle } from './keepCopy';
import { capturePage } from './listCopy';
import { useFieldText } from './useFieldText';

export const KeepPageCopy = ({
    definition,
    keep,
}: {
    definition: ResourceDefinition;
    /** False where the list is not a table (a small screen's). */
    keep: boolean;
}) => {
    const { data, isPending, error, sort, filterValues, page, perPage } =
        useListContext<RaRecord>();
    const text = useFieldText(definition.name);
    const translate = useTranslate();
    const locale = useLocale();
    const { timeZone } = useDateTimeFormat();
    const { pathname, search } = useLocation();
    // Drawn once the rows and then the tools are (src/builders/
    // RowsFirst.tsx), the menu before them: the page before the app
    // (src/earlyPage/draw.ts) gives way once that is painted.
    useEffect(() => afterNextPaint(endEarlyPage), []);
    const make = useCallback(() => {
        const input = copyInput(pathname, locale, timeZone, {
            path: `/${definition.name}/search`,
            query: searchQuery({
                pagination: { page, perPage },
                sort,
                filter: filterValues,
            }),
        });
        return input && data
            ? capturePage({
                  ...input,
                  definition,
                  records: data,
                  text,
                  translate,
              })
            : undefined;
    }, [
        data,
        sort,
        filterValues,
        page,
        perPage,
        text,
        translate,
        locale,
        timeZone,
        pathname,
        definition,
    ]);
    // A shared link's query string is the list's to read: not kept.
    useKeepWhenIdle(
        keep && !isPending && !error && !search && !!data?.length,
        make
    );
    return null;
};
