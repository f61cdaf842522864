import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import type { ProfilePageEntry } from '@shared/domain/profilePages';

interface BottomMenuCellsProps {
    pageId: number;
    entry?: ProfilePageEntry;
    readOnly: boolean;
    /** Whether this page's switch was just refused, and why. */
    refused: boolean;
    refusal: string;
    /** A setting's accessible name, naming the page. */
    named: (source: string) => string;
    set: (patch: Partial<ProfilePageEntry>) => void;
}

/**
 * A mobile profile's two bottom-menu columns: the switch (with the reason
 * when the menu is full) and the position, kept within 0–999.
 */
export const BottomMenuCells = ({
    pageId,
    entry,
    readOnly,
    refused,
    refusal,
    named,
    set,
}: BottomMenuCellsProps) => {
    const refusalId = `bottom-menu-refused-${pageId}`;
    return (
        <>
            <TableCell>
                {entry && (
                    <>
                        <Switch
                            checked={entry.showInBottomMenu}
                            disabled={readOnly}
                            slotProps={{
                                input: {
                                    'aria-label': named('showInBottomMenu'),
                                    'aria-describedby': refused
                                        ? refusalId
                                        : undefined,
                                },
                            }}
                            onChange={e =>
                                set({ showInBottomMenu: e.target.checked })
                            }
                        />
                        {refused && (
                            <FormHelperText id={refusalId} error role="alert">
                                {refusal}
                            </FormHelperText>
                        )}
                    </>
                )}
            </TableCell>
            <TableCell>
                {entry?.showInBottomMenu && (
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
                            set({
                                bottomMenuOrder: Number.isFinite(n)
                                    ? Math.min(999, Math.max(0, n))
                                    : null,
                            });
                        }}
                    />
                )}
            </TableCell>
        </>
    );
};
