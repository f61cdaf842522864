/**
 * The wait screens show before any catalog is loaded, so the spec gives
 * them fixed Portuguese text (section 2): the app's wait screens
 * (src/screens/WaitScreen.tsx, RedirectToLogin.tsx) use these words, and
 * index.html's static wait screen, drawn before any script, the same
 * "Carregando...".
 */
export const WAIT_TEXTS = {
    loading: 'Carregando...',
    redirecting: 'Redirecionando para o login...',
    signIn: 'Entrar',
    offline: 'Sem conexão: entrar precisa da rede.',
} as const;
