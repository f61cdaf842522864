/**
 * Who gets the field app (docs/field-app.md, "Who gets it"): a plant user
 * whose session has a mobile profile with pages, on a narrow screen (the
 * spec's 768 px) or in the installed app, unless they chose the full
 * console on this device; and, working offline, always (the console has
 * nothing to show without the network).
 */
import type { Session } from '@shared/domain/session';

export interface FieldAppSituation {
    narrow: boolean;
    installed: boolean;
    /** The stored preference (`userPreferences.fieldApp`). */
    prefersFieldApp: boolean;
    workingOffline: boolean;
}

export const hasFieldApp = (session: Session): boolean =>
    !session.isAdmin && (session.mobile?.pages.length ?? 0) > 0;

export const wantsFieldApp = (
    session: Session,
    s: FieldAppSituation
): boolean =>
    hasFieldApp(session) &&
    (s.workingOffline || ((s.narrow || s.installed) && s.prefersFieldApp));

/** Opened from the home screen as an installed app. */
export const isInstalledApp = (): boolean =>
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;

/**
 * Whether a start opens the field app's own entry (src/fieldMain.tsx)
 * instead of the console's: working offline on the session the device
 * kept (`kept`, set by sign-in at start-up), for a user who has the field
 * app; `wantsFieldApp` then holds whatever the screen, so the console's
 * shell would draw nothing else.
 */
export const opensFieldEntry = (
    kept: { session: Session } | undefined,
    outcome: 'leaving' | undefined
): boolean =>
    outcome !== 'leaving' && kept !== undefined && hasFieldApp(kept.session);
