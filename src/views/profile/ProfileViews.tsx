import { editorViews } from '@/builders/form/editorViews';
import { ProfilePagesInput } from './ProfilePagesInput';
import { ProfilePreview } from './ProfilePreview';

/**
 * `/admin/profile/new` and details: the generated form with the pages
 * editor and the menu preview.
 */
export const { Create: ProfileCreate, Edit: ProfileEdit } = editorViews({
    custom: {
        pages: ({ readOnly }) => <ProfilePagesInput readOnly={readOnly} />,
    },
    after: <ProfilePreview />,
});
