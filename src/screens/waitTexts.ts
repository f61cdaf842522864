/**
 * The wait screens show before any catalog is loaded, so the spec gives
 * them fixed Portuguese text (section 2).
 */
export const WAIT_TEXTS = {
    loading: 'Carregando...',
    redirecting: 'Redirecionando para o login...',
    signIn: 'Entrar',
} as const;
