import { localStorageStore } from 'ra-core';

/**
 * react-admin's store (list parameters, preferences): the app renders with
 * it, and start-up reads the list parameters from it before React exists
 * (src/startup.ts).
 */
export const store = localStorageStore();
