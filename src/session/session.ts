/** The app's session store, loading through the API client. */
import type { Session } from '@shared/domain/session';
import { httpClient } from '@/providers/apiClient';
import { createSessionStore } from './sessionStore';

export const fetchSession = async (): Promise<Session> => {
    const { json } = await httpClient<{ data: Session }>('/user/session');
    return json.data;
};

export const sessionStore = createSessionStore(fetchSession);
