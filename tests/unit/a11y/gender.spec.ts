import { describe, expect, it } from 'vitest';
import { messages as ptBR } from '@i18n/pt-BR/index';
import { testI18nProvider } from '../../helpers/renderInAdmin';

type Tree = { [key: string]: unknown };
const validation = (ptBR as unknown as { app: { validation: Tree } }).app
    .validation;

describe('Portuguese messages agree with any field', () => {
    it('no message puts a gendered adjective right after the field', () => {
        // "%{field} é obrigatório" is wrong for "Unidade" and "Etapas".
        const gendered =
            /%\{field\} (é|está|são|estão|foi|foram) [\p{L}]+(o|a|os|as)\b/u;
        const bad = Object.entries(validation).filter(
            ([, text]) => typeof text === 'string' && gendered.test(text)
        );
        expect(bad).toEqual([]);
    });

    it.each(['Unidade', 'Nome', 'Etapas'])(
        '"required" reads right for %s',
        field => {
            const { translate } = testI18nProvider('pt-BR');
            expect(translate('app.validation.required', { field })).toBe(
                `${field}: preenchimento obrigatório`
            );
        }
    );
});
