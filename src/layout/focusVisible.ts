/** A visible outline for keyboard focus, stronger than MUI's tint. */
export const focusVisibleSx = {
    '&.Mui-focusVisible, &:focus-visible': {
        outline: '2px solid',
        outlineColor: 'primary.main',
        outlineOffset: -2,
    },
};
