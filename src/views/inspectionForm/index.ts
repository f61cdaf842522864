import type { HandWrittenViews } from '@/builders/viewProps';
import {
    InspectionFormCreate,
    InspectionFormEdit,
} from './InspectionFormViews';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    'inspection-form': {
        create: InspectionFormCreate,
        edit: InspectionFormEdit,
    },
} satisfies HandWrittenViews;
