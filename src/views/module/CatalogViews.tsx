import { editorViews } from '@/builders/form/editorViews';
import type { CustomInputs } from '@/builders/form/ResourceInputs';
import { getResource } from '@shared/declarations';
import { CodeShownAs } from './CodeShownAs';
import { IconPickerInput } from './IconPickerInput';
import { ModulePagesList } from './ModulePagesList';

const customFor = (name: 'page' | 'module'): CustomInputs => ({
    codeIntl: ({ readOnly }) => (
        <CodeShownAs definition={getResource(name)} readOnly={readOnly} />
    ),
    icon: ({ readOnly }) => (
        <IconPickerInput resource={name} readOnly={readOnly} />
    ),
});

/** Modules: the code with the name it shows, the icon picker, and the module's pages in menu order. */
export const { Create: ModuleCreate, Edit: ModuleEdit } = editorViews({
    custom: customFor('module'),
    after: <ModulePagesList />,
});

/** Pages: the code with the name it shows and the icon picker. */
export const { Create: PageCreate, Edit: PageEdit } = editorViews({
    custom: customFor('page'),
});
