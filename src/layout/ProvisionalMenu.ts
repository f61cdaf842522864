import { createContext } from 'react';
import type { FrameCopy } from '@/session/frameCopy';

/**
 * The stored copy the drawer is drawn from while the session is on the
 * network (src/routes/SessionGate.tsx); nothing once the session is there.
 */
export const ProvisionalMenu = createContext<FrameCopy | undefined>(undefined);
