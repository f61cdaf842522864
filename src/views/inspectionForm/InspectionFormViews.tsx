import { editorViews } from '@/builders/form/editorViews';
import { FormVersion } from './FormVersion';
import { InspectionFieldsEditor } from './InspectionFieldsEditor';
import { InspectionFormPreview } from './InspectionFormPreview';

/**
 * A new inspection form and a form's details: the fields' builder and a
 * live preview; saving changed fields makes a new version (registers keep
 * theirs).
 */
export const { Create: InspectionFormCreate, Edit: InspectionFormEdit } =
    editorViews({
        custom: {
            fields: ({ readOnly }) => (
                <InspectionFieldsEditor readOnly={readOnly} />
            ),
            version: () => <FormVersion />,
        },
        after: <InspectionFormPreview />,
    });
