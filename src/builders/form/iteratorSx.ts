/**
 * react-admin shows a list item's move and remove buttons only under a
 * hovering mouse (`visibility: hidden` otherwise), so a keyboard user can
 * neither see nor reach them. Every iterator shows them always.
 */
export const ITEM_ACTIONS_SHOWN = {
    '& .RaSimpleFormIterator-action': { visibility: 'visible' },
} as const;

/** An iterator's props for a form that may be read-only: nothing to add, move, remove or clear then. */
export const iteratorProps = (readOnly: boolean) => ({
    sx: ITEM_ACTIONS_SHOWN,
    readOnly,
    disableAdd: readOnly,
    disableRemove: readOnly,
    disableReordering: readOnly,
    disableClear: true,
});
