import type { HandWrittenViews } from '@/builders/viewProps';
import { CompanyEdit } from './CompanyEdit';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    company: { edit: CompanyEdit },
} satisfies HandWrittenViews;
