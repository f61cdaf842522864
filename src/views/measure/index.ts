import type { HandWrittenViews } from '@/builders/viewProps';
import { MeasureEdit } from './MeasureEdit';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    measure: { edit: MeasureEdit },
} satisfies HandWrittenViews;
