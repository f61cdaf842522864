import type { HandWrittenViews } from '@/builders/viewProps';
import { ModuleCreate, ModuleEdit, PageCreate, PageEdit } from './CatalogViews';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    module: { create: ModuleCreate, edit: ModuleEdit },
    page: { create: PageCreate, edit: PageEdit },
} satisfies HandWrittenViews;
