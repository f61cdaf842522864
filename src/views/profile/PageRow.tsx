import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ProfilePageEntry } from '@shared/domain/profilePages';
import { BottomMenuCells } from './BottomMenuCells';
import { MenuOrderCell } from './MenuOrderCell';
import { settingLabel } from './pageSettings';
import type { ProfilePageActions } from './profilePageActions';
import type { CatalogPage } from './useProfileCatalog';
import { useCatalogNames } from './useCatalogNames';

interface PageRowProps {
    moduleId: number;
    page: CatalogPage;
    /** The profile's settings of the page; absent when not granted. */
    entry?: ProfilePageEntry;
    /** Position among the module's granted pages; -1 when not granted. */
    index: number;
    count: number;
    mobile: boolean;
    readOnly: boolean;
    /** The page whose bottom-menu switch was just refused. */
    refused: number | null;
    refusal: string;
    actions: ProfilePageActions;
    dragProps: Record<string, unknown>;
}

/**
 * One page of a module: granted or not, view-only, in the side menu and
 * where, and (mobile profiles) in the bottom menu and where. Every control
 * is named for its setting and its page.
 */
export const PageRow = ({
    moduleId,
    page,
    entry,
    index,
    count,
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
            setting: translate(settingLabel(source)),
            page: pageLabel,
        });
    const set = (patch: Partial<ProfilePageEntry>) =>
        actions.set(page.id, patch);
    const settingSwitch = (source: 'justView' | 'showOnMenu') =>
        entry && (
            <Switch
                checked={entry[source]}
                disabled={readOnly}
                slotProps={{ input: { 'aria-label': named(source) } }}
                onChange={e => set({ [source]: e.target.checked })}
            />
        );
    return (
        <TableRow
            {...dragProps}
            data-page-id={page.id}
            sx={entry ? undefined : { '& td': { color: 'text.secondary' } }}
        >
            <TableCell>
                <FormControlLabel
                    control={
                        <Checkbox
                            checked={entry !== undefined}
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
            <TableCell>{settingSwitch('justView')}</TableCell>
            <TableCell>{settingSwitch('showOnMenu')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {entry && (
                    <MenuOrderCell
                        pageLabel={pageLabel}
                        index={index}
                        count={count}
                        readOnly={readOnly}
                        move={(from, to) => actions.move(moduleId, from, to)}
                    />
                )}
            </TableCell>
            {mobile && (
                <BottomMenuCells
                    pageId={page.id}
                    entry={entry}
                    readOnly={readOnly}
                    refused={refused === page.id}
                    refusal={refusal}
                    named={named}
                    set={set}
                />
            )}
        </TableRow>
    );
};
