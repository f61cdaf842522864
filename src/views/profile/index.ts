import type { HandWrittenViews } from '@/builders/viewProps';
import { ProfileCreate, ProfileEdit } from './ProfileViews';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    profile: { create: ProfileCreate, edit: ProfileEdit },
} satisfies HandWrittenViews;
