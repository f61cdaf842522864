import type { HandWrittenViews } from '@/builders/viewProps';
import { ContactCreate, ContactEdit } from './ContactViews';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    contact: { create: ContactCreate, edit: ContactEdit },
} satisfies HandWrittenViews;
