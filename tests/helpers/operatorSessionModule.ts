/**
 * `@/session/session` for screens drawn with an operator's session (two
 * plants, tests/helpers/sessions.ts), loaded by the API client's stand-in:
 *
 *     vi.mock('@/session/session', () =>
 *         import('../../helpers/operatorSessionModule')
 *     );
 */
import { vi } from 'vitest';
import { createSessionStore } from '@/session/sessionStore';
import { operatorSession } from './sessions';

export const sessionStore = createSessionStore(async () => operatorSession());
export const fetchSession = vi.fn();
