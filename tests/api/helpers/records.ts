/** Records the API tests create: valid, and unlike any seed record. */
import { cnpjCheckDigits } from '../../../shared/domain/cnpj.ts';
import type { Rec } from './apiClient.ts';

/** A valid CNPJ that no seed record uses (random body, real check digits). */
export const freshCnpj = (): string => {
    const body = String(Math.floor(Math.random() * 1e12)).padStart(12, '7');
    return body + cnpjCheckDigits(body);
};

/** A company the API accepts, with `over` replacing its fields. */
export const companyBody = (over: Rec = {}): Rec => ({
    cnpj: freshCnpj(),
    name: `Companhia Teste ${Math.random().toString(36).slice(2, 8)}`,
    corporateName: 'Companhia de Teste S.A.',
    email: 'contato@teste.com.br',
    phone: '(11) 3333-4444',
    address: {
        cep: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        county: 'São Paulo',
        state: 'SP',
    },
    ...over,
});

/**
 * A new sensor of `template`'s type and watershed: no Zabbix item and no
 * alert yet, so what a test does to it is the only thing that moves it.
 */
export const sensorLike = (template: Rec, over: Rec = {}): Rec => {
    const tag = Math.random().toString(16).slice(2, 8).padEnd(6, '0');
    return {
        devEui: `70b3d57ed1${tag}`,
        name: `Sensor de teste ${tag}`,
        sensorType: template.sensorType,
        unit: template.unit,
        localization: template.localization,
        watershedId: template.watershedId,
        ...over,
    };
};
