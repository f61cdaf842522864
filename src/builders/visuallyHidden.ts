/**
 * Read by screen readers, not drawn: words that say what a colour, a tick
 * or a chart shows. Pixels as strings: in `sx` a number up to 1 is a
 * fraction (width: 1 is 100%).
 */
export const visuallyHidden = {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;
