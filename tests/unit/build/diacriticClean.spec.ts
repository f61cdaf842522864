import * as diacritic from 'diacritic';
import { describe, expect, it } from 'vitest';
import { clean } from '../../../build/diacriticClean';

describe('diacriticClean (react-admin column chooser search)', () => {
    it.each([
        'Situação',
        'Razão social',
        'Número de série',
        'Bacia hidrográfica',
        'Última leitura',
        'Criticidade',
        'Ação',
        'Município',
        'Endereço',
        'Pôr',
        'Güntherçã',
    ])('removes accents from %s as diacritic does', text => {
        expect(clean(text)).toBe(diacritic.clean(text));
    });
});
