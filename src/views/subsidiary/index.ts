import type { HandWrittenViews } from '@/builders/viewProps';
import { PlantCreate, PlantEdit } from './PlantViews';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    subsidiary: { create: PlantCreate, edit: PlantEdit },
} satisfies HandWrittenViews;
