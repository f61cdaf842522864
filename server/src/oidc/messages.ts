/**
 * The sign-in pages speak Portuguese by default and English when the client
 * (`ui_locales`, Keycloak's `kc_locale`) or the browser asks for it.
 */
export type Locale = 'pt-BR' | 'en-US';

export interface Messages {
    lang: Locale;
    title: string;
    heading: string;
    username: string;
    password: string;
    signIn: string;
    invalid: string;
    /** Keycloak's `accountTemporarilyDisabledMessage`. */
    temporarilyDisabled: string;
    /** Too many failures from one address in a minute. */
    throttled: string;
    otherLanguage: string;
    signingOut: string;
    /** Asked when a logout arrives without proof that the app sent it. */
    signOutQuestion: string;
    signOut: string;
    signedOut: string;
    signedOutText: string;
    errorTitle: string;
    errorText: string;
}

const ptBR: Messages = {
    lang: 'pt-BR',
    title: 'Entrar - Plantas',
    heading: 'Entre na sua conta',
    username: 'Usuário',
    password: 'Senha',
    signIn: 'Entrar',
    invalid: 'Usuário ou senha inválidos.',
    temporarilyDisabled:
        'Conta temporariamente desativada; contate o administrador ou tente novamente mais tarde.',
    throttled:
        'Muitas tentativas de entrada deste endereço. Aguarde um minuto e tente novamente.',
    otherLanguage: 'English',
    signingOut: 'Saindo…',
    signOutQuestion: 'Você deseja sair?',
    signOut: 'Sair',
    signedOut: 'Você saiu',
    signedOutText: 'Sua sessão foi encerrada.',
    errorTitle: 'Não foi possível entrar',
    errorText: 'O pedido de entrada é inválido ou expirou.',
};

const enUS: Messages = {
    lang: 'en-US',
    title: 'Sign in - Plants',
    heading: 'Sign in to your account',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign In',
    invalid: 'Invalid username or password.',
    temporarilyDisabled:
        'Account is temporarily disabled; contact your administrator or retry later.',
    throttled:
        'Too many sign-in attempts from this address. Wait a minute and try again.',
    otherLanguage: 'Português',
    signingOut: 'Signing out…',
    signOutQuestion: 'Do you want to log out?',
    signOut: 'Sign out',
    signedOut: 'You are signed out',
    signedOutText: 'Your session has ended.',
    errorTitle: 'We could not sign you in',
    errorText: 'The sign-in request is invalid or has expired.',
};

export const MESSAGES: Record<Locale, Messages> = {
    'pt-BR': ptBR,
    'en-US': enUS,
};

const asLocale = (tag: string): Locale | undefined => {
    const lower = tag.trim().toLowerCase();
    if (lower.startsWith('en')) return 'en-US';
    if (lower.startsWith('pt')) return 'pt-BR';
    return undefined;
};

/**
 * The first supported language among, in order: an explicit choice
 * (`kc_locale`), the client's `ui_locales` list, then Accept-Language.
 */
export function pickLocale(sources: {
    explicit?: unknown;
    uiLocales?: unknown;
    acceptLanguage?: string;
}): Locale {
    const candidates = [
        typeof sources.explicit === 'string' ? sources.explicit : '',
        ...(typeof sources.uiLocales === 'string'
            ? sources.uiLocales.split(' ')
            : []),
        ...(sources.acceptLanguage ?? '')
            .split(',')
            .map(part => part.split(';')[0] ?? ''),
    ];
    for (const tag of candidates) {
        const locale = tag ? asLocale(tag) : undefined;
        if (locale) return locale;
    }
    return 'pt-BR';
}
