import type { FormTab } from '@/builders/form/ResourceForm';
import type { CustomInputs } from '@/builders/form/ResourceInputs';
// Fetched with this view rather than after it: ResourceForm loads the
// tabbed form lazily, for the screens that have none.
import '@/builders/form/TabbedResourceForm';
import { AlertConfigEditor } from './AlertConfigEditor';
import { LocationInput } from './LocationInput';

/** The plant's data, then its alert configuration on a tab of its own (spec section 4). */
export const PLANT_TABS: readonly FormTab[] = [
    { label: 'app.plant.tabs.details' },
    { label: 'app.plant.tabs.alerts', sources: ['alertConfig'] },
];

/** The map after the longitude, the alert editor in place of the generated list. */
export const PLANT_INPUTS: CustomInputs = {
    longitude: ({ readOnly }) => <LocationInput readOnly={readOnly} />,
    alertConfig: ({ readOnly }) => <AlertConfigEditor readOnly={readOnly} />,
};
