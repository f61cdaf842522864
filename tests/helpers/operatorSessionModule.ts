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

/** Loads the operator's session afresh and selects its first plant. */
export async function inFirstPlant(): Promise<void> {
    sessionStore.reset();
    await sessionStore.load();
    const state = sessionStore.getState();
    if (state.status !== 'ready') throw new Error('no session');
    sessionStore.select(state.session.subsidiaries[0]!.id);
}
