/**
 * A list wider than its card scrolls inside the card (`.RaList-content`);
 * its first column (what the row is) and its last (the row's actions) stay
 * in place while the columns between them scroll, so at 1280 px the
 * actions of a wide list such as the sensors' are in view without
 * scrolling. Sticky cells get the card's background
 * to cover what scrolls under them, and the row's hover tint on top.
 *
 * A column scrolled under the actions is hidden there until the card is
 * scrolled: at 1280 px the sensors' state columns were (docs/accessibility.md,
 * "Wide lists, small screens, the map"). So the columns take no more room than they need: 8 px each
 * side between columns (16 px at the table's edges) and a sort arrow
 * that, until its column is sorted, floats in that gap instead of
 * keeping 26 px of every header. The sensors' list then fits its card at
 * 1280 px in both languages, nothing under the sticky columns
 * (tests/e2e/viewports.spec.ts); a narrower window still scrolls.
 */
import type { CSSObject, Theme } from '@mui/material/styles';
import { TEXT_CELL_CLASS } from './TextColumn';

/** Between two columns; the table's outer edges keep MUI's 16 px. */
const GAP = '8px';

export const stickyEdgesSx = (theme: Theme): CSSObject => {
    const paper = (theme.vars ?? theme).palette.background.paper;
    const hover = (theme.vars ?? theme).palette.action.hover;
    const divider = (theme.vars ?? theme).palette.divider;
    const cells = (edge: 'first' | 'last') =>
        `& thead > tr > th:${edge}-of-type, & tbody > tr > td:${edge}-of-type`;
    // `td.${TEXT_CELL_CLASS}` outweighs textCellSx's own padding.
    const all = `& tr > th, & tr > td, & tr > td.${TEXT_CELL_CLASS}`;
    const edge = (e: 'first' | 'last') =>
        `& tr > th:${e}-of-type, & tr > td:${e}-of-type, & tr > td.${TEXT_CELL_CLASS}:${e}-of-type`;
    return {
        [all]: { paddingLeft: GAP, paddingRight: GAP },
        [edge('first')]: { paddingLeft: '16px' },
        [edge('last')]: { paddingRight: '16px' },
        '& thead .MuiTableSortLabel-root': { position: 'relative' },
        // The arrow of a column not sorted shows on hover and focus only:
        // it floats in the gap after the label rather than widen it.
        '& thead .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon':
            {
                position: 'absolute',
                left: '100%',
                margin: 0,
                fontSize: '16px',
            },
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
