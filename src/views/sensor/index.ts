import type { HandWrittenViews } from '@/builders/viewProps';
import { SensorEdit } from './SensorEdit';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    sensor: { edit: SensorEdit },
} satisfies HandWrittenViews;
