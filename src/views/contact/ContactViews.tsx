import { editorViews } from '@/builders/form/editorViews';
import { CriticalityChecklist } from './CriticalityChecklist';

/** A contact: the levels to call for as named checkboxes. */
export const { Create: ContactCreate, Edit: ContactEdit } = editorViews({
    custom: {
        criticalityForContact: ({ readOnly }) => (
            <CriticalityChecklist readOnly={readOnly} />
        ),
    },
});
