/** Fresh, valid values, so that reruns on the same database never collide. */
import { cnpjCheckDigits, formatCnpj } from '../../../shared/domain/cnpj.ts';

const digits = (n: number) =>
    Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A numeric CNPJ with correct check digits, masked (##.###.###/####-##). */
export function newCnpj(): string {
    // Branch 0001 as most head offices; the first 8 digits are random.
    const body = `${digits(8)}0001`;
    return formatCnpj(`${body}${cnpjCheckDigits(body)}`);
}

/** 16 hexadecimal characters, as LoRaWAN gateway EUIs are written. */
export function newGatewayEui(): string {
    return Array.from(
        { length: 16 },
        () => '0123456789ABCDEF'[Math.floor(Math.random() * 16)]
    ).join('');
}

/** A short suffix that tells this run's records apart in lists. */
export const runTag = (): string => Date.now().toString(36).toUpperCase();
