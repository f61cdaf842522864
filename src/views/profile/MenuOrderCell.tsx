import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';

interface MenuOrderCellProps {
    pageLabel: string;
    /** Position among the module's granted pages. */
    index: number;
    count: number;
    readOnly: boolean;
    move: (from: number, to: number) => void;
}

/**
 * A granted page's place in the side menu: its position (read out as "n
 * of m"), a drag handle, and up/down buttons, the keyboard's way to move.
 */
export const MenuOrderCell = ({
    pageLabel,
    index,
    count,
    readOnly,
    move,
}: MenuOrderCellProps) => {
    const translate = useTranslate();
    return (
        <>
            {!readOnly && (
                <DragIndicator
                    sx={{ cursor: 'grab', verticalAlign: 'middle' }}
                    titleAccess={translate('app.profileEditor.dragHint')}
                />
            )}
            <Box
                component="span"
                sx={{ mx: 1 }}
                aria-label={translate('app.profileEditor.position', {
                    position: index + 1,
                    count,
                })}
            >
                {index + 1}
            </Box>
            {!readOnly && (
                <>
                    <IconButton
                        size="small"
                        disabled={index === 0}
                        aria-label={translate('app.profileEditor.moveUp', {
                            page: pageLabel,
                        })}
                        onClick={() => move(index, index - 1)}
                    >
                        <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                        size="small"
                        disabled={index === count - 1}
                        aria-label={translate('app.profileEditor.moveDown', {
                            page: pageLabel,
                        })}
                        onClick={() => move(index, index + 1)}
                    >
                        <ArrowDownward fontSize="small" />
                    </IconButton>
                </>
            )}
        </>
    );
};
