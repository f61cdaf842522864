/**
 * A visible outline for keyboard focus, stronger than MUI's tint. In the
 * text colour, so it shows on the light drawer and on the coloured header.
 */
export const focusVisibleSx = {
    '&.Mui-focusVisible, &:focus-visible': {
        outline: '2px solid',
        outlineColor: 'currentColor',
        outlineOffset: -2,
    },
};
