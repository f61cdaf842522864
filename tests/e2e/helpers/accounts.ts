/** The embedded stack's demo accounts (README, "Run it"). */
export interface Account {
    username: string;
    password: string;
}

export const ADMIN: Account = { username: 'admin', password: 'Admin#2026' };
/** Two plants: must choose one. */
export const OPERATOR: Account = {
    username: 'operator',
    password: 'Operator#2026',
};
/** One plant, view-only pages. */
export const VIEWER: Account = { username: 'viewer', password: 'Viewer#2026' };
