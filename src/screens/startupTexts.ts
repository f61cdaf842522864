/**
 * The texts of a failed start-up, for the screen React draws
 * (StartupFailure) and for the one drawn without React when the app's
 * code itself did not arrive (src/boot.ts).
 */

/** Catalog lookup: react-admin's `translate`, or nothing (no catalog). */
export type StartupTranslate = (
    key: string,
    options?: Record<string, unknown>
) => string;

// The only texts here without a catalog: the catalog could not load either
// (the network is down), and the wait screens' language is Portuguese.
const FALLBACK: Record<string, string> = {
    'app.a11y.configFailedTitle': 'O console não pode iniciar',
    'app.a11y.configFailed':
        'O arquivo de configuração (/config.json) está ausente ou com erro.',
    'app.a11y.startFailed':
        'Algo de que ele precisa não pôde ser carregado. Verifique a conexão.',
    'app.a11y.configFailedDetail': 'O que está errado: %{message}',
    'app.a11y.configProblem.unreachable':
        'não foi possível buscar o arquivo /config.json',
    'app.a11y.configProblem.status':
        'o servidor respondeu HTTP %{status} ao pedir o arquivo /config.json',
    'app.a11y.configProblem.notJson': 'o arquivo /config.json não é um JSON',
    'app.a11y.configProblem.keys':
        'chaves ausentes ou inválidas no arquivo /config.json: %{keys}',
    'app.a11y.retry': 'Tentar novamente',
};

export const fallback: StartupTranslate = (key, options) =>
    (FALLBACK[key] ?? key).replace(/%\{(\w+)\}/g, (_, name: string) =>
        String(options?.[name] ?? '')
    );
