/**
 * What the embedded sign-in needs from the user store. The API implements it
 * over the database (users + their credentials); a real Keycloak holds its
 * own accounts and never calls this.
 */
export interface IdentityAccount {
    /** Token `sub`; the API links users by it (`identitySubject`). */
    subject: string;
    username: string;
    email: string;
    name: string;
    /** Realm roles put in `realm_access.roles`. */
    roles: string[];
}

export interface IdentityStore {
    /** The account when the password matches, else null (no hint which part was wrong). */
    verifyPassword(
        username: string,
        password: string
    ): Promise<IdentityAccount | null>;
    findBySubject(subject: string): Promise<IdentityAccount | null>;
    /**
     * The subject of the account a login name (username or e-mail, any
     * case) names, else null: the brute-force counter of that account
     * whichever of its names is typed. As costly for names of nobody.
     */
    subjectOf(login: string): Promise<string | null>;
}
