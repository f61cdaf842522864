import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
    useInput,
    useTranslate,
    ValidationError,
    type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
    exceedsBottomMenu,
    moved,
    newEntry,
    orderedEntries,
    withModuleOrder,
    bottomMenuModules,
    type ProfilePageEntry,
} from '@shared/domain/profilePages';
import { MAX_BOTTOM_MENU_MODULES } from '@shared/declarations/profile';
import { ModulePages } from './ModulePages';
import type { ProfilePageActions } from './profilePageActions';
import { offeredTo, useProfileCatalog } from './useProfileCatalog';
import { useCatalogNames } from './useCatalogNames';

const LIMIT_KEY = 'app.validation.bottomMenuLimit';

const asEntries = (value: unknown): ProfilePageEntry[] =>
    Array.isArray(value) ? (value as ProfilePageEntry[]) : [];

/**
 * A profile's pages, grouped under their modules in module order, each
 * named as the menu names it: granted or not, view-only, shown in the side
 * menu at a position set by drag or by the move buttons, and for mobile
 * profiles shown in the bottom menu, where a fourth module is refused on
 * the spot with the spec's sentence (the server refuses it too).
 */
export const ProfilePagesInput = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const catalog = useProfileCatalog();
    const { pageById } = catalog;
    const type = useWatch({ name: 'type' });
    const isAdmin = useWatch({ name: 'isAdmin' });
    const moduleOf = useCallback(
        (id: number) => pageById.get(id)?.moduleId,
        [pageById]
    );
    const validate = useCallback<Validator>(
        (value: unknown) =>
            bottomMenuModules(asEntries(value), moduleOf).size >
            MAX_BOTTOM_MENU_MODULES
                ? LIMIT_KEY
                : undefined,
        [moduleOf]
    );
    const { field, fieldState } = useInput({ source: 'pages', validate });
    const entries = asEntries(field.value);
    const [refused, setRefused] = useState<number | null>(null);

    // A change of kind drops the pages the new kind cannot hold.
    const kind = `${String(type)}/${String(isAdmin === true)}`;
    const lastKind = useRef(kind);
    useEffect(() => {
        if (catalog.isPending || lastKind.current === kind) return;
        lastKind.current = kind;
        const kept = entries.filter(e => {
            const page = pageById.get(e.pageId);
            return page && offeredTo(page, type, isAdmin);
        });
        if (kept.length !== entries.length) field.onChange(kept);
        setRefused(null);
    }, [kind, catalog.isPending, entries, field, pageById, type, isAdmin]);

    const change = (next: ProfilePageEntry[]) => {
        setRefused(null);
        field.onChange(next);
        field.onBlur();
    };
    const actions: ProfilePageActions = {
        toggle: (pageId: number, granted: boolean) =>
            change(
                granted
                    ? [...entries, newEntry(pageId)]
                    : entries.filter(e => e.pageId !== pageId)
            ),
        set: (pageId: number, patch: Partial<ProfilePageEntry>) => {
            if (
                patch.showInBottomMenu === true &&
                exceedsBottomMenu(
                    entries,
                    pageId,
                    moduleOf,
                    MAX_BOTTOM_MENU_MODULES
                )
            ) {
                setRefused(pageId);
                return;
            }
            change(
                entries.map(e => (e.pageId === pageId ? { ...e, ...patch } : e))
            );
        },
        move: (moduleId: number, from: number, to: number) => {
            const ids = orderedEntries(entries, pageById, moduleId).map(
                e => e.pageId
            );
            change(withModuleOrder(entries, moved(ids, from, to)));
        },
    };

    const modules = useMemo(
        () =>
            catalog.modules
                .map(module => ({
                    module,
                    pages: catalog.pages.filter(
                        p =>
                            p.moduleId === module.id &&
                            offeredTo(p, type, isAdmin)
                    ),
                }))
                .filter(m => m.pages.length > 0),
        [catalog.modules, catalog.pages, type, isAdmin]
    );
    const { moduleName } = useCatalogNames();
    const error = fieldState.error?.message;

    return (
        <Box
            component="section"
            aria-labelledby="profile-pages-heading"
            sx={{ width: '100%', mb: 2 }}
        >
            <Typography
                id="profile-pages-heading"
                component="h2"
                variant="h6"
                sx={{ mb: 1 }}
            >
                {translate('resources.profile.fieldGroups.pages')}
            </Typography>
            {Number(type) === 1 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('app.profileEditor.bottomMenuHint', {
                        count: MAX_BOTTOM_MENU_MODULES,
                    })}
                </Typography>
            )}
            {error && (
                <FormHelperText error role="alert" sx={{ fontSize: '1rem' }}>
                    <ValidationError error={error} />
                </FormHelperText>
            )}
            {catalog.error ? (
                <Alert severity="error">
                    {translate('app.profileEditor.loadError')}
                </Alert>
            ) : null}
            {!catalog.isPending && modules.length === 0 && (
                <Typography>
                    {translate('app.profileEditor.noPages')}
                </Typography>
            )}
            {modules.map(({ module, pages }) => (
                <ModulePages
                    key={module.id}
                    name={moduleName(module)}
                    moduleId={module.id}
                    pages={pages}
                    entries={entries}
                    granted={orderedEntries(entries, pageById, module.id)}
                    mobile={Number(type) === 1}
                    readOnly={readOnly}
                    refused={refused}
                    refusal={translate(LIMIT_KEY)}
                    actions={actions}
                />
            ))}
        </Box>
    );
};
