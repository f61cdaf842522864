import type { Theme } from '@mui/material/styles';

/**
 * One width for a reference filter before and after its autocomplete
 * loads (no jump), wide enough for plant and equipment names.
 */
export const filterWidth = (theme: Theme) => ({ width: theme.spacing(30) });
