import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ProfilePageEntry } from '@shared/domain/profilePages';
import { PageRow } from './PageRow';
import { settingLabel as label } from './pageSettings';
import type { ProfilePageActions } from './profilePageActions';
import type { CatalogPage } from './useProfileCatalog';
import { useRowDrag } from './useRowDrag';

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
    const dragProps = useRowDrag(!readOnly, (from, to) =>
        actions.move(moduleId, from, to)
    );
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
                                dragProps={dragProps(index)}
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
