import MuiButton, { type ButtonProps } from '@mui/material/Button';
import type { ElementType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type RowButtonProps<C extends ElementType> = ButtonProps<
    C,
    { component?: C }
> & {
    /** An i18n key. */
    label: string;
    icon: ReactNode;
};

/**
 * A row's action: MUI's Button as react-admin's Button draws it on a wide
 * screen (small, icon first, the translated label, also as its accessible
 * name). react-admin's Button also watches the screen's width to become an
 * icon with a tooltip on a phone; a data table is never drawn there
 * (SmallScreenList), and a page of rows carried twenty of those watchers
 * and their wrappers (docs/performance.md, "The screen drawn once").
 */
export const RowButton = <C extends ElementType = 'button'>({
    label,
    icon,
    ...rest
}: RowButtonProps<C>) => {
    const translate = useTranslate();
    const text = translate(label, { _: label });
    return (
        <MuiButton
            size="small"
            color="primary"
            startIcon={icon}
            aria-label={text}
            {...(rest as ButtonProps)}
        >
            {text}
        </MuiButton>
    );
};
