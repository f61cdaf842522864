import { editorViews } from '@/builders/form/editorViews';
import { AnswersEditor } from './AnswersEditor';

/**
 * A new register (choose a form, then answer it as its fields ask) and a
 * register's details (its answers drawn as the form it answered, at that
 * form's version: the copy the server kept).
 */
export const {
    Create: InspectionRegisterCreate,
    Edit: InspectionRegisterEdit,
} = editorViews({
    custom: {
        answers: ({ readOnly }) => <AnswersEditor readOnly={readOnly} />,
        // Drawn as the answers' form above, not as a list of settings.
        formFields: () => null,
    },
});
