/**
 * Keeping a page's copy for the next visit's page before the app
 * (src/builders/pageCopy.ts, src/earlyPage/snapshot.ts), while the
 * browser is idle, after the page has drawn; and this visit's copy taken
 * away once the page is painted.
 */
import { useCallback, useEffect } from 'react';
import { useLocale } from 'react-admin';
import { useLocation } from 'react-router';
import { endEarlyPage } from '@/earlyPage/handoff';
import { writeSnapshot, type PageSnapshot } from '@/earlyPage/snapshot';
import { apiUrlOf } from '@/providers/apiClient';
import { getCurrentPlant } from '@/providers/currentPlant';
import { signedInSubject } from '@/session/session';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { afterNextPaint } from './afterPaint';
import { captureFigures, type CopyInput } from './pageCopy';

const whenIdle = (task: () => void): (() => void) => {
    if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(task, { timeout: 5000 });
        return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(task, 500);
    return () => window.clearTimeout(id);
};

/** What every copy records, read now; undefined when nobody is signed in. */
export const copyInput = (
    path: string,
    locale: string,
    timeZone: string,
    data: { path: string; query?: URLSearchParams }
): CopyInput | undefined => {
    const owner = signedInSubject();
    const root = document.getElementById('root');
    if (!owner || !root) return undefined;
    const plantId = getCurrentPlant();
    return {
        doc: document,
        root,
        locale,
        timeZone,
        owner,
        path,
        width: window.innerWidth,
        session: { url: apiUrlOf('/user/session'), plantId },
        data: { url: apiUrlOf(data.path, data.query), plantId },
    };
};

/**
 * Keeps the copy `make` takes when the browser idles, and again whenever
 * `make` changes (another sort, filter or page of the list: the next
 * visit asks for what the list shows last).
 */
export const useKeepWhenIdle = (
    ready: boolean,
    make: () => PageSnapshot | undefined
) => {
    useEffect(() => {
        if (!ready) return;
        return whenIdle(() => {
            const snapshot = make();
            if (snapshot) writeSnapshot(window, snapshot);
        });
    }, [ready, make]);
};

/**
 * A page of figures (the dashboard) keeps its copy once `ready` (its
 * figures and what follows them painted), and the page before the app
 * gives way then. `dataPath`: the API path its figures come from.
 */
export const useFiguresCopy = (ready: boolean, dataPath: string): void => {
    const locale = useLocale();
    const { timeZone } = useDateTimeFormat();
    const { pathname, search } = useLocation();
    useEffect(
        () => (ready ? afterNextPaint(endEarlyPage) : undefined),
        [ready]
    );
    const make = useCallback(() => {
        const input = copyInput(pathname, locale, timeZone, { path: dataPath });
        return input ? captureFigures(input) : undefined;
    }, [pathname, locale, timeZone, dataPath]);
    useKeepWhenIdle(ready && !search, make);
};
