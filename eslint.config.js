import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint/layers.js';

export default tseslint.config(
    {
        ignores: [
            'dist',
            'server/dist',
            'node_modules',
            'data',
            'coverage',
            'screenshots',
        ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        files: ['**/*.{ts,tsx}'],
        plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
        languageOptions: { globals: { ...globals.browser, ...globals.node } },
        settings: { react: { version: '19' } },
        rules: {
            ...react.configs.recommended.rules,
            ...react.configs['jsx-runtime'].rules,
            ...reactHooks.configs.recommended.rules,
            ...jsxA11y.configs.recommended.rules,
            'react/prop-types': 'off',
            'react/no-danger': 'error',
            'react/no-unstable-nested-components': 'error',
            'react/jsx-no-useless-fragment': 'error',
            'prefer-arrow-callback': 'error',
            '@typescript-eslint/no-unused-vars': [
                'error',
                { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
            ],
            'no-restricted-imports': [
                'error',
                {
                    paths: [
                        {
                            name: '@mui/icons-material',
                            message:
                                'Import icons by path: @mui/icons-material/Name',
                        },
                        {
                            name: '@react-keycloak/web',
                            message:
                                'keycloak-js sits behind the authProvider (README).',
                        },
                    ],
                },
            ],
        },
    },
    {
        // Shared with the reference server: no React, no browser, no app imports.
        files: ['shared/**/*.ts'],
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    patterns: [
                        'react',
                        'react-*',
                        '@mui/*',
                        'react-admin',
                        'ra-*',
                        '@/*',
                        '@shared/*',
                        'keycloak-js',
                    ],
                },
            ],
        },
    },
    {
        // Folder boundaries and no folder cycles (eslint/layers.js).
        files: [
            'src/**/*.{ts,tsx}',
            'shared/**/*.ts',
            'i18n/**/*.ts',
            'server/**/*.ts',
        ],
        plugins: { local: layersPlugin },
        rules: { 'local/layers': 'error' },
    },
    {
        files: ['**/*.{js,mjs}'],
        languageOptions: { globals: { ...globals.node } },
    },
    {
        files: ['public/**/*.js'],
        languageOptions: { globals: { ...globals.browser } },
    },
    prettier
);
