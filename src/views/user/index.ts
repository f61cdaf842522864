import type { HandWrittenViews } from '@/builders/viewProps';
import { UserCreate, UserEdit } from './UserViews';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    user: { create: UserCreate, edit: UserEdit },
} satisfies HandWrittenViews;
