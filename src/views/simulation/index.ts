import type { HandWrittenViews } from '@/builders/viewProps';
import { SimulationEdit } from './SimulationEdit';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    simulation: { edit: SimulationEdit },
} satisfies HandWrittenViews;
