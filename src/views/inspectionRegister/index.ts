import type { HandWrittenViews } from '@/builders/viewProps';
import {
    InspectionRegisterCreate,
    InspectionRegisterEdit,
} from './InspectionRegisterViews';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    'inspection-register': {
        create: InspectionRegisterCreate,
        edit: InspectionRegisterEdit,
    },
} satisfies HandWrittenViews;
