import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProfilePageEntry } from '@shared/domain/profilePages';
import { NumberTextField } from '@/builders/form/NumberInputs';
import {
    isUnreadNumber,
    unreadMessage,
    type UnreadNumber,
} from '@/builders/form/numberText';

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
    const translate = useTranslate();
    const refusalId = `bottom-menu-refused-${pageId}`;
    // A text that is no number stays in the box with its message; the
    // entry keeps no position meanwhile.
    const [unread, setUnread] = useState<UnreadNumber>();
    const unreadText = unread
        ? (({ message, args }) => translate(message, args))(
              unreadMessage(unread, named('bottomMenuOrder'))
          )
        : undefined;
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
                    <NumberTextField
                        size="small"
                        value={unread ?? entry.bottomMenuOrder ?? null}
                        decimals={0}
                        readOnly={readOnly}
                        disabled={readOnly}
                        error={!!unread}
                        helperText={unreadText}
                        sx={{ width: '7rem' }}
                        slotProps={{
                            htmlInput: {
                                'aria-label': named('bottomMenuOrder'),
                            },
                        }}
                        onChange={v => {
                            setUnread(isUnreadNumber(v) ? v : undefined);
                            const n =
                                typeof v === 'number' ? Math.trunc(v) : NaN;
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
