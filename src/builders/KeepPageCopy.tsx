/**
 * Keeps a copy of the list page once its rows are painted, for the next
 * visit's page before the app (src/earlyPage/capture.ts), while the
 * browser is idle; once per list drawn. Takes this visit's copy away.
 */
import { useEffect, useRef } from 'react';
import {
    useListContext,
    useLocale,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { useLocation } from 'react-router';
import type { ResourceDefinition } from '@shared/domain/fields';
import { apiUrlOf } from '@/providers/apiClient';
import { getCurrentPlant } from '@/providers/currentPlant';
import { searchQuery } from '@/providers/dataProvider';
import { useFieldText } from './useFieldText';
import { signedInSubject } from '@/session/session';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { afterNextPaint } from './afterPaint';
import { capturePage } from './pageCopy';
import { endEarlyPage } from '@/earlyPage/handoff';
import { writeSnapshot } from '@/earlyPage/snapshot';

const whenIdle = (task: () => void): (() => void) => {
    if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(task, { timeout: 5000 });
        return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(task, 500);
    return () => window.clearTimeout(id);
};

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
    const kept = useRef(false);
    // Drawn once the rows and then the tools are (src/builders/
    // RowsFirst.tsx), the menu before them: the page before the app
    // (src/earlyPage/draw.ts) gives way once that is painted.
    useEffect(() => afterNextPaint(endEarlyPage), []);
    useEffect(() => {
        // A shared link's query string is the list's to read: not kept.
        if (!keep || kept.current || isPending || error || search) return;
        if (!data?.length) return;
        kept.current = true;
        return whenIdle(() => {
            const owner = signedInSubject();
            const root = document.getElementById('root');
            if (!owner || !root) return;
            const plantId = getCurrentPlant();
            const query = searchQuery({
                pagination: { page, perPage },
                sort,
                filter: filterValues,
            });
            const snapshot = capturePage({
                doc: document,
                root,
                definition,
                records: data,
                text,
                translate,
                locale,
                timeZone,
                owner,
                path: pathname,
                width: window.innerWidth,
                session: { url: apiUrlOf('/user/session'), plantId },
                list: {
                    url: apiUrlOf(`/${definition.name}/search`, query),
                    plantId,
                },
            });
            if (snapshot) writeSnapshot(window, snapshot);
        });
    }, [
        keep,
        data,
        isPending,
        error,
        search,
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
    return null;
};
