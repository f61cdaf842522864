/**
 * What every screen of the field app needs of the session: the user, the
 * plant, the mobile pages the profile grants, and the subject who signed
 * in (whose records the device keeps).
 */
import { createContext, useContext } from 'react';
import type { MobilePage, MobileSession } from '@shared/domain/fieldApp';
import type { Session, SessionPlant } from '@shared/domain/session';

export interface FieldContextValue {
    session: Session;
    mobile: MobileSession;
    userId: number;
    plant: SessionPlant;
    /** The mobile page of a url, when the profile grants it. */
    page: (url: string) => MobilePage | undefined;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

export const useFieldContext = (): FieldContextValue => {
    const value = useContext(FieldContext);
    if (!value) throw new Error('Outside the field app');
    return value;
};
