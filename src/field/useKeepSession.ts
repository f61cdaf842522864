/**
 * Keeps the signed-in session and plant on the device, so that the field
 * app opens on them without a network (docs/field-app.md, "Signed in
 * without a network"): the session document and the token's subject,
 * never a token.
 */
import { useEffect } from 'react';
import type { Session } from '@shared/domain/session';
import { saveSession } from '@/providers/deviceStore';
import { isWorkingOffline } from '@/providers/offlineSession';
import { signedInSubject } from '@/session/session';

export function useKeepSession(session: Session, plantId: number | null) {
    useEffect(() => {
        const subject = signedInSubject();
        if (isWorkingOffline() || !subject) return;
        saveSession({
            userId: session.user.id,
            subject,
            session,
            plantId,
            savedAt: new Date().toISOString(),
        }).catch((error: unknown) =>
            console.error('The device could not keep the session', error)
        );
    }, [session, plantId]);
}
