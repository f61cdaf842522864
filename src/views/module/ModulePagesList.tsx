import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fieldLabelKey } from '@/builders/labelKeys';
import { useRecordText } from '@/builders/useFieldText';
import { MenuIcon } from '@/layout/menu/menuIcons';

/** A module's pages in menu order, each a link to its details. */
export const ModulePagesList = () => {
    const translate = useTranslate();
    const module = useRecordContext();
    const pageText = useRecordText('page');
    const { data = [], isPending } = useGetList(
        'page',
        {
            filter: { moduleId: module?.id },
            pagination: { page: 1, perPage: 100 },
            sort: { field: 'order', order: 'ASC' },
        },
        { enabled: module?.id !== undefined }
    );
    if (!module) return null;
    return (
        <Box
            component="section"
            aria-labelledby="module-pages-heading"
            sx={{ width: '100%', mt: 2 }}
        >
            <Typography id="module-pages-heading" component="h2" variant="h6">
                {translate('app.catalogEditor.modulePages')}
            </Typography>
            {!isPending && data.length === 0 ? (
                <Typography color="text.secondary">
                    {translate('app.catalogEditor.noModulePages')}
                </Typography>
            ) : (
                <Table size="small" aria-labelledby="module-pages-heading">
                    <TableHead>
                        <TableRow>
                            <TableCell>
                                {translate(fieldLabelKey('page', 'order'))}
                            </TableCell>
                            <TableCell>
                                {translate('resources.page.name', {
                                    smart_count: 1,
                                })}
                            </TableCell>
                            <TableCell>
                                {translate(fieldLabelKey('page', 'url'))}
                            </TableCell>
                            <TableCell>
                                {translate(fieldLabelKey('page', 'type'))}
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data.map(p => (
                            <TableRow key={p.id}>
                                <TableCell>{String(p.order ?? '')}</TableCell>
                                <TableCell>
                                    <Box
                                        sx={{
                                            display: 'flex',
                                            gap: 1,
                                            alignItems: 'center',
                                        }}
                                    >
                                        <MenuIcon
                                            name={
                                                typeof p.icon === 'string'
                                                    ? p.icon
                                                    : null
                                            }
                                        />
                                        <Link
                                            component={RouterLink}
                                            to={`/admin/page/details/${p.id}`}
                                        >
                                            {pageText(p)}
                                        </Link>
                                    </Box>
                                </TableCell>
                                <TableCell>{String(p.url)}</TableCell>
                                <TableCell>
                                    {translate(
                                        `app.options.pageType.${String(p.type)}`
                                    )}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </Box>
    );
};
