/**
 * The wait screens show before any catalog is loaded, so the spec gives
 * them fixed Portuguese text (section 2). Here, in the lowest layer,
 * because the early sign-in draws the redirect-to-login screen before the
 * app's code (src/signin/redirecting.ts), and the app's wait screens
 * (src/screens/WaitScreen.tsx) use the same words.
 */
export const WAIT_TEXTS = {
    loading: 'Carregando...',
    redirecting: 'Redirecionando para o login...',
    signIn: 'Entrar',
} as const;
