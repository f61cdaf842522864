import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '@/config';
import { StartupFailure } from '@/screens/StartupFailure';
import { testI18nProvider } from '../../helpers/renderInAdmin';

describe('a broken /config.json', () => {
    it.each([
        [
            'en-US',
            'The console cannot start',
            'What is wrong: the server answered HTTP 404 for the file /config.json',
            'Try again',
        ],
        [
            'pt-BR',
            'O console não pode iniciar',
            'O que está errado: o servidor respondeu HTTP 404 ao pedir o arquivo /config.json',
            'Tentar novamente',
        ],
    ] as const)(
        'stops on a screen saying what is wrong, with a retry (%s)',
        async (locale, title, detail, retry) => {
            const provider = testI18nProvider(locale);
            const onRetry = vi.fn();
            const failure = await loadConfig(() =>
                Promise.resolve(new Response('', { status: 404 }))
            ).catch((error: unknown) => error);
            if (!(failure instanceof ConfigError))
                throw new Error('not a ConfigError');
            render(
                <StartupFailure
                    message={failure.message}
                    problem={failure.problem}
                    translate={(key, options) =>
                        provider.translate(key, options)
                    }
                    lang={locale}
                    onRetry={onRetry}
                />
            );
            expect(
                screen.getByRole('heading', { level: 1, name: title })
            ).toBeInTheDocument();
            expect(screen.getByText(detail)).toBeInTheDocument();
            expect(screen.getByRole('alert')).toHaveAttribute('lang', locale);
            // No spinner keeps turning.
            expect(screen.queryByRole('progressbar')).toBeNull();
            fireEvent.click(screen.getByRole('button', { name: retry }));
            expect(onRetry).toHaveBeenCalledTimes(1);
        }
    );

    it('without a catalog it still says it, in Portuguese', () => {
        render(
            <StartupFailure
                message="Invalid /config.json: bad or missing apiUrl"
                problem={{
                    key: 'app.a11y.configProblem.keys',
                    args: { keys: 'apiUrl' },
                }}
            />
        );
        expect(screen.getByRole('alert')).toHaveAttribute('lang', 'pt-BR');
        expect(
            screen.getByText(
                'O que está errado: chaves ausentes ou inválidas no arquivo /config.json: apiUrl'
            )
        ).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Tentar novamente' })
        ).toBeInTheDocument();
    });

    it('another start-up failure is not blamed on the configuration', () => {
        const provider = testI18nProvider('en-US');
        render(
            <StartupFailure
                message="Failed to fetch dynamically imported module"
                config={false}
                translate={(key, options) => provider.translate(key, options)}
                lang="en-US"
            />
        );
        expect(
            screen.getByText(
                'Something it needs could not be loaded. Check the connection.'
            )
        ).toBeInTheDocument();
        expect(screen.queryByText(/config\.json\) is missing/)).toBeNull();
    });

    it.each([
        ['missing', () => Promise.resolve(new Response('', { status: 404 }))],
        ['not JSON', () => Promise.resolve(new Response('<html>'))],
        ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
        ['of the wrong shape', () => Promise.resolve(new Response('{}'))],
    ])(
        'a config file %s is a ConfigError naming the file',
        async (_, answer) => {
            const failure = await loadConfig(answer as typeof fetch).catch(
                (error: unknown) => error
            );
            expect(failure).toBeInstanceOf(ConfigError);
            expect((failure as Error).message).toMatch(/\/config\.json/);
        }
    );
});
