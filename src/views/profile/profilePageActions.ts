import type { ProfilePageEntry } from '@shared/domain/profilePages';

/** What a page's row may change in the profile's pages. */
export interface ProfilePageActions {
    toggle: (pageId: number, granted: boolean) => void;
    set: (pageId: number, patch: Partial<ProfilePageEntry>) => void;
    move: (moduleId: number, from: number, to: number) => void;
}
