import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import { useMediaQuery, type Theme } from '@mui/material';
import { lazy } from 'react';
import { retryImport } from '@/providers/retryImport';
import { monitoringRefreshMs } from '@/providers/monitoring/refresh';
import {
    Button,
    DataTable,
    ExportButton,
    List,
    TopToolbar,
    useBasename,
} from 'react-admin';
import { LinkBase } from 'react-admin';
import type { ResourceDefinition } from '@shared/domain/fields';
import { columnFor } from './columnFor';
import { useFieldText } from '../useFieldText';
import { EmptyText } from './EmptyText';
import { ListError } from './ListError';
import { filtersFor } from './filtersFor';
import { stickyEdgesSx } from './stickyColumns';
import { textCellSx } from './TextColumn';
import { detailsPath, ListRowActions } from './ListRowActions';
import { usePreferences } from '@/preferences/usePreferences';
import { ListPagination } from './ListPagination';
import { PageHeading } from '../PageHeading';
import { useListTitle } from './useListTitle';
import { EXPORT_MAX_ROWS, useResourceExporter } from './useResourceExporter';

export interface ResourceScreenProps {
    definition: ResourceDefinition;
    /** e.g. `/admin/company` or `/sensor`: `/new` and `/details/{id}` hang from it. */
    basePath: string;
    /** The profile's view-only setting for this page: no create, edit or delete. */
    readOnly?: boolean;
}

const SmallScreenList = lazy(retryImport(() => import('./SmallScreenList')));

const ListActions = ({
    basePath,
    readOnly,
    filtersOpen,
    onToggleFilters,
}: {
    basePath: string;
    readOnly: boolean;
    filtersOpen: boolean;
    onToggleFilters: () => void;
}) => {
    const basename = useBasename();
    return (
        <TopToolbar>
            <Button
                label={
                    filtersOpen
                        ? 'app.crud.hideFilters'
                        : 'app.crud.showFilters'
                }
                onClick={onToggleFilters}
                aria-pressed={filtersOpen}
            >
                <FilterList />
            </Button>
            {/* A view-only profile exports too: it reads what it may see. */}
            <ExportButton maxResults={EXPORT_MAX_ROWS} />
            {!readOnly && (
                <Button
                    component={LinkBase}
                    to={`${basename}${basePath}/new`}
                    label="ra.action.create"
                >
                    <Add />
                </Button>
            )}
        </TopToolbar>
    );
};

/**
 * The generated list: text search, declared filters (open or closed as
 * `userPreferences.showFilterOpen` says), sortable columns, paging with a
 * rows-per-page selector, and an actions column. Below the `sm`
 * breakpoint a SimpleList replaces the table so that 375 px stays usable.
 */
export const ResourceList = ({
    definition,
    basePath,
    readOnly = false,
}: ResourceScreenProps) => {
    // The spec's stored preference (the settings page sets it too): the
    // choice made here survives a reload and holds for every list.
    const [preferences, setPreferences] = usePreferences();
    const text = useFieldText(definition.name);
    const exporter = useResourceExporter(definition);
    const title = useListTitle(definition.name);
    const filtersOpen = preferences.showFilterOpen;
    const showsState = definition.fields.some(
        f => f.derived && f.source === 'state'
    );
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const basename = useBasename();
    const rowPath = (id: string | number) =>
        `${basename}${detailsPath(basePath, id)}`;
    return (
        <>
            {/* The page's h1, above the filters: the header's words. */}
            <PageHeading>{title}</PageHeading>
            <List
                title={title}
                // A table wider than the screen scrolls in its card; the
                // header, filters and paging stay in view.
                sx={{
                    '& .RaList-main': { minWidth: 0 },
                    '& .RaList-content': { overflowX: 'auto' },
                }}
                resource={definition.name}
                // A list showing a device's state asks again as the
                // monitoring screens do (hidden tabs do not), besides the
                // push (src/providers/monitoring/PlantEvents.tsx).
                queryOptions={
                    showsState
                        ? {
                              refetchInterval: monitoringRefreshMs(),
                              refetchIntervalInBackground: false,
                          }
                        : undefined
                }
                sort={definition.defaultSort}
                perPage={10}
                filters={filtersFor(definition, filtersOpen)}
                actions={
                    <ListActions
                        basePath={basePath}
                        readOnly={readOnly}
                        filtersOpen={filtersOpen}
                        onToggleFilters={() =>
                            setPreferences(p => ({
                                ...p,
                                showFilterOpen: !p.showFilterOpen,
                            }))
                        }
                    />
                }
                pagination={<ListPagination />}
                empty={false}
                error={<ListError />}
                // The list's filters and sort, written as it shows them;
                // its code loads when "Export" is pressed.
                exporter={exporter}
            >
                {small ? (
                    <SmallScreenList
                        definition={definition}
                        rowPath={rowPath}
                    />
                ) : (
                    <DataTable
                        sx={[textCellSx, stickyEdgesSx]}
                        rowClick={id => rowPath(id)}
                        bulkActionButtons={false}
                        empty={<EmptyText />}
                    >
                        {definition.fields
                            .filter(f => f.list)
                            .map(f => columnFor(definition.name, f, text))}
                        <DataTable.Col label="app.crud.actions" disableSort>
                            <ListRowActions
                                resource={definition.name}
                                basePath={basePath}
                                readOnly={readOnly}
                            />
                        </DataTable.Col>
                    </DataTable>
                )}
            </List>
        </>
    );
};
