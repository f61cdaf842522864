import type { DataProvider } from 'react-admin';

/** What `GET /api/lookup/cnpj/{cnpj}` answers (fields may be empty strings). */
export interface CnpjInfo {
    cnpj: string;
    name?: string;
    corporateName?: string;
    email?: string;
    phone?: string;
    address?: Partial<Record<AddressKey, string>>;
}

type AddressKey =
    | 'cep'
    | 'street'
    | 'number'
    | 'complement'
    | 'neighborhood'
    | 'county'
    | 'state';

/** What `GET /api/lookup/cep/{cep}` answers. */
export type CepInfo = Partial<Record<AddressKey, string>>;

/**
 * The custom dataProvider methods the builders call. Look-ups reject with
 * an HttpError of status 404 when nothing is known.
 */
export interface BuilderDataProvider extends DataProvider {
    lookupCnpj: (cnpj: string) => Promise<{ data: CnpjInfo }>;
    lookupCep: (cep: string) => Promise<{ data: CepInfo }>;
    /**
     * `POST /api/user/update-password` with `{ password, currentPassword }`:
     * a wrong current password rejects with `body.errors.currentPassword`.
     */
    updatePassword: (values: PasswordChange) => Promise<unknown>;

    /** `GET /api/user/{id}/sign-in`: who keeps passwords and whether the user has one. */
    getUserSignIn: (id: string | number) => Promise<{ data: UserSignIn }>;
    /** `POST /api/user/{id}/initial-password` with `{ password }`. */
    setInitialPassword: (
        id: string | number,
        password: string
    ) => Promise<{ data: { hasPassword: boolean } }>;
}

export interface PasswordChange {
    currentPassword: string;
    password: string;
}

export interface UserSignIn {
    /** `external`: a real Keycloak keeps the passwords, the console sets none. */
    passwords: 'embedded' | 'external';
    hasPassword: boolean | null;
}

export const statusOf = (error: unknown): number | undefined => {
    if (typeof error !== 'object' || error === null) return undefined;
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number' ? status : undefined;
};
