/**
 * A list wider than its card scrolls inside the card (`.RaList-content`);
 * its first column (what the row is) and its last (the row's actions) stay
 * in place while the columns between them scroll, so at 1280 px the
 * actions of a wide list such as the sensors' are in view without
 * scrolling. Sticky cells get the card's background
 * to cover what scrolls under them, and the row's hover tint on top.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

export const stickyEdgesSx = (theme: Theme): CSSObject => {
    const paper = (theme.vars ?? theme).palette.background.paper;
    const hover = (theme.vars ?? theme).palette.action.hover;
    const divider = (theme.vars ?? theme).palette.divider;
    const cells = (edge: 'first' | 'last') =>
        `& thead > tr > th:${edge}-of-type, & tbody > tr > td:${edge}-of-type`;
    return {
        [cells('first')]: {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            backgroundColor: paper,
            boxShadow: `inset -1px 0 0 ${divider}`,
        },
        [cells('last')]: {
            position: 'sticky',
            right: 0,
            zIndex: 1,
            backgroundColor: paper,
            boxShadow: `inset 1px 0 0 ${divider}`,
        },
        // react-admin's header cells are sticky to the top at z-index 2:
        // the sticky edges' headers go above them, their cells under.
        '& thead > tr > th:first-of-type, & thead > tr > th:last-of-type': {
            zIndex: 3,
        },
        '& tbody > tr:hover > td:first-of-type, & tbody > tr:hover > td:last-of-type':
            { backgroundImage: `linear-gradient(${hover}, ${hover})` },
    };
};
