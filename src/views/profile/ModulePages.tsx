import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProfilePageEntry } from '@shared/domain/profilePages';
import type { ProfilePageActions } from './profilePageActions';
import type { CatalogPage } from './useProfileCatalog';
import { useCatalogNames } from './useCatalogNames';

const label = (source: string) => `resources.profile.fields.pages.${source}`;

interface ModulePagesProps {
    name: string;
    moduleId: number;
    /** The module's pages this profile may hold. */
    pages: CatalogPage[];
    entries: ProfilePageEntry[];
    /** The module's granted pages in side-menu order. */
    granted: ProfilePageEntry[];
    mobile: boolean;
    readOnly: boolean;
    /** The page whose bottom-menu switch was just refused. */
    refused: number | null;
    refusal: string;
    actions: ProfilePageActions;
}

/** One module's pages as a table: granted ones in menu order, then the others. */
export const ModulePages = (props: ModulePagesProps) => {
    const { name, moduleId, pages, granted, mobile, readOnly, actions } = props;
    const translate = useTranslate();
    const [dragged, setDragged] = useState<number | null>(null);
    const byId = new Map(pages.map(p => [p.id, p]));
    const grantedRows = granted.flatMap(e => {
        const page = byId.get(e.pageId);
        return page ? [{ page, entry: e }] : [];
    });
    const others = readOnly
        ? []
        : pages.filter(p => !granted.some(e => e.pageId === p.id));
    const headingId = `profile-module-${moduleId}`;
    return (
        <Box
            component="section"
            aria-labelledby={headingId}
            sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
            <Typography
                id={headingId}
                component="h3"
                variant="subtitle1"
                sx={{ px: 2, pt: 1, fontWeight: 600 }}
            >
                {name}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
                {/* Fixed columns: every module's table lines up with the others. */}
                <Table
                    size="small"
                    aria-labelledby={headingId}
                    sx={{
                        tableLayout: 'fixed',
                        minWidth: mobile ? 760 : 560,
                        '& th:first-of-type': { width: '32%' },
                    }}
                >
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate(label('pageId'))}</TableCell>
                            <TableCell>
                                {translate(label('justView'))}
                            </TableCell>
                            <TableCell>
                                {translate(label('showOnMenu'))}
                            </TableCell>
                            <TableCell>
                                {translate(label('menuOrder'))}
                            </TableCell>
                            {mobile && (
                                <TableCell>
                                    {translate(label('showInBottomMenu'))}
                                </TableCell>
                            )}
                            {mobile && (
                                <TableCell>
                                    {translate(label('bottomMenuOrder'))}
                                </TableCell>
                            )}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {grantedRows.map(({ page, entry }, index) => (
                            <PageRow
                                key={page.id}
                                {...props}
                                page={page}
                                entry={entry}
                                index={index}
                                count={grantedRows.length}
                                dragProps={
                                    readOnly
                                        ? {}
                                        : {
                                              draggable: true,
                                              onDragStart: () =>
                                                  setDragged(index),
                                              onDragEnd: () => setDragged(null),
                                              onDragOver: (e: {
                                                  preventDefault: () => void;
                                              }) => {
                                                  if (dragged !== null)
                                                      e.preventDefault();
                                              },
                                              onDrop: () => {
                                                  if (dragged !== null)
                                                      actions.move(
                                                          moduleId,
                                                          dragged,
                                                          index
                                                      );
                                                  setDragged(null);
                                              },
                                          }
                                }
                            />
                        ))}
                        {others.map(page => (
                            <PageRow
                                key={page.id}
                                {...props}
                                page={page}
                                index={-1}
                                count={0}
                                dragProps={{}}
                            />
                        ))}
                        {readOnly && grantedRows.length === 0 && (
                            <TableRow>
                                <TableCell colSpan={mobile ? 6 : 4}>
                                    {translate('app.profileEditor.noneGranted')}
                                </TableCell>
                            </TableRow>
                        )}
                    </TableBody>
                </Table>
            </Box>
        </Box>
    );
};

interface PageRowProps extends ModulePagesProps {
    page: CatalogPage;
    entry?: ProfilePageEntry;
    /** Position among the module's granted pages; -1 when not granted. */
    index: number;
    count: number;
    dragProps: Record<string, unknown>;
}

const PageRow = ({
    page,
    entry,
    index,
    count,
    moduleId,
    mobile,
    readOnly,
    refused,
    refusal,
    actions,
    dragProps,
}: PageRowProps) => {
    const translate = useTranslate();
    const { pageName } = useCatalogNames();
    const pageLabel = pageName(page);
    const named = (source: string) =>
        translate('app.profileEditor.settingOf', {
            setting: translate(label(source)),
            page: pageLabel,
        });
    const granted = entry !== undefined;
    const refusalId = `bottom-menu-refused-${page.id}`;
    return (
        <TableRow
            {...dragProps}
            data-page-id={page.id}
            sx={granted ? undefined : { '& td': { color: 'text.secondary' } }}
        >
            <TableCell>
                <FormControlLabel
                    control={
                        <Checkbox
                            checked={granted}
                            disabled={readOnly}
                            onChange={e =>
                                actions.toggle(page.id, e.target.checked)
                            }
                        />
                    }
                    label={pageLabel}
                />
                <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ ml: 4 }}
                >
                    {page.url}
                </Typography>
            </TableCell>
            <TableCell>
                {granted && (
                    <Switch
                        checked={entry.justView}
                        disabled={readOnly}
                        slotProps={{
                            input: { 'aria-label': named('justView') },
                        }}
                        onChange={e =>
                            actions.set(page.id, {
                                justView: e.target.checked,
                            })
                        }
                    />
                )}
            </TableCell>
            <TableCell>
                {granted && (
                    <Switch
                        checked={entry.showOnMenu}
                        disabled={readOnly}
                        slotProps={{
                            input: { 'aria-label': named('showOnMenu') },
                        }}
                        onChange={e =>
                            actions.set(page.id, {
                                showOnMenu: e.target.checked,
                            })
                        }
                    />
                )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {granted && (
                    <>
                        {!readOnly && (
                            <DragIndicator
                                sx={{ cursor: 'grab', verticalAlign: 'middle' }}
                                titleAccess={translate(
                                    'app.profileEditor.dragHint'
                                )}
                            />
                        )}
                        <Box
                            component="span"
                            sx={{ mx: 1 }}
                            aria-label={translate(
                                'app.profileEditor.position',
                                { position: index + 1, count }
                            )}
                        >
                            {index + 1}
                        </Box>
                        {!readOnly && (
                            <>
                                <IconButton
                                    size="small"
                                    disabled={index === 0}
                                    aria-label={translate(
                                        'app.profileEditor.moveUp',
                                        { page: pageLabel }
                                    )}
                                    onClick={() =>
                                        actions.move(moduleId, index, index - 1)
                                    }
                                >
                                    <ArrowUpward fontSize="small" />
                                </IconButton>
                                <IconButton
                                    size="small"
                                    disabled={index === count - 1}
                                    aria-label={translate(
                                        'app.profileEditor.moveDown',
                                        { page: pageLabel }
                                    )}
                                    onClick={() =>
                                        actions.move(moduleId, index, index + 1)
                                    }
                                >
                                    <ArrowDownward fontSize="small" />
                                </IconButton>
                            </>
                        )}
                    </>
                )}
            </TableCell>
            {mobile && (
                <TableCell>
                    {granted && (
                        <>
                            <Switch
                                checked={entry.showInBottomMenu}
                                disabled={readOnly}
                                slotProps={{
                                    input: {
                                        'aria-label': named('showInBottomMenu'),
                                        'aria-describedby':
                                            refused === page.id
                                                ? refusalId
                                                : undefined,
                                    },
                                }}
                                onChange={e =>
                                    actions.set(page.id, {
                                        showInBottomMenu: e.target.checked,
                                    })
                                }
                            />
                            {refused === page.id && (
                                <FormHelperText
                                    id={refusalId}
                                    error
                                    role="alert"
                                >
                                    {refusal}
                                </FormHelperText>
                            )}
                        </>
                    )}
                </TableCell>
            )}
            {mobile && (
                <TableCell>
                    {granted && entry.showInBottomMenu && (
                        <TextField
                            type="number"
                            size="small"
                            value={entry.bottomMenuOrder ?? ''}
                            disabled={readOnly}
                            sx={{ width: '7rem' }}
                            slotProps={{
                                htmlInput: {
                                    min: 0,
                                    max: 999,
                                    step: 1,
                                    'aria-label': named('bottomMenuOrder'),
                                },
                            }}
                            onChange={e => {
                                const n = Number.parseInt(e.target.value, 10);
                                actions.set(page.id, {
                                    bottomMenuOrder: Number.isFinite(n)
                                        ? Math.min(999, Math.max(0, n))
                                        : null,
                                });
                            }}
                        />
                    )}
                </TableCell>
            )}
        </TableRow>
    );
};
