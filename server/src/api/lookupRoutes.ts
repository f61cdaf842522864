/**
 * CNPJ and CEP look-ups (`/api/lookup/...`) answered from the companies and
 * plants in the database and a small static table (lookupData.ts); the
 * reference server never calls outside. 400 for a malformed value, 404
 * when unknown (the SPA then warns "CNPJ/CEP information not found").
 */
import type { FastifyInstance } from 'fastify';
import { isValidCnpj, unmaskCnpj } from '@shared/domain/cnpj.ts';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import { digitsOnly, isValidCep } from '@shared/domain/formats.ts';
import type { Database } from '../db/index.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import { callerOf } from './resourceRoutes.ts';
import { fieldError, notFound } from './errors.ts';
import {
    STATIC_CEPS,
    STATIC_CNPJS,
    type AddressInfo,
    type CepInfo,
    type CnpjInfo,
} from './lookupData.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

const addressOf = (record: DbRecord): AddressInfo => {
    const a = (record.address ?? {}) as Record<string, unknown>;
    return {
        cep: text(a.cep),
        street: text(a.street),
        number: text(a.number),
        complement: text(a.complement),
        neighborhood: text(a.neighborhood),
        county: text(a.county),
        state: text(a.state),
    };
};

const optional = (key: 'email' | 'phone', v: unknown) =>
    typeof v === 'string' && v ? { [key]: v } : {};

/** Live records with this exact CNPJ (the text search narrows, equality decides). */
async function byCnpj(
    db: Database,
    name: 'company' | 'subsidiary',
    cnpj: string
): Promise<DbRecord | undefined> {
    const { rows } = await repositoryFor(db, name).search({
        search: cnpj,
        limit: null,
    });
    return rows.find(r => r.cnpj === cnpj);
}

/**
 * What the console knows of a CNPJ. `companyId`: a plant user's company;
 * the records of other companies (their e-mail, phone and address) are
 * not theirs to read, so for them only the public table answers, as if the
 * CNPJ were not in the database. Administrators see all.
 */
async function lookupCnpj(
    db: Database,
    cnpj: string,
    companyId: number | undefined
): Promise<CnpjInfo | null> {
    const ours = (id: unknown) => companyId === undefined || id === companyId;
    const company = await byCnpj(db, 'company', cnpj);
    if (company && ours(company.id)) {
        return {
            cnpj,
            name: text(company.name),
            corporateName: text(company.corporateName) || text(company.name),
            ...optional('email', company.email),
            ...optional('phone', company.phone),
            address: addressOf(company),
        };
    }
    const plant = await byCnpj(db, 'subsidiary', cnpj);
    if (plant && ours(plant.companyId)) {
        const owner =
            typeof plant.companyId === 'number'
                ? await repositoryFor(db, 'company').get(plant.companyId)
                : null;
        return {
            cnpj,
            name: text(plant.name),
            corporateName: text(owner?.corporateName) || text(plant.name),
            ...optional('email', owner?.email),
            ...optional('phone', owner?.phone),
            address: addressOf(plant),
        };
    }
    return STATIC_CNPJS.find(c => c.cnpj === cnpj) ?? null;
}

async function lookupCep(db: Database, cep: string): Promise<CepInfo | null> {
    const known = STATIC_CEPS.find(c => c.cep === cep);
    if (known) return known;
    for (const name of ['company', 'subsidiary'] as const) {
        const { rows } = await repositoryFor(db, name).search({ limit: null });
        const match = rows.map(addressOf).find(a => a.cep === cep);
        if (match) {
            return {
                cep,
                street: match.street,
                neighborhood: match.neighborhood,
                county: match.county,
                state: match.state,
            };
        }
    }
    return null;
}

export function registerLookupRoutes(app: FastifyInstance, db: Database) {
    app.get<{ Params: { cnpj: string } }>('/lookup/cnpj/:cnpj', async req => {
        const caller = callerOf(req);
        const raw = req.params.cnpj;
        if (!isValidCnpj(raw)) throw fieldError('cnpj', ErrorCode.invalid);
        const info = await lookupCnpj(
            db,
            unmaskCnpj(raw),
            caller.isAdmin ? undefined : Number(caller.user.companyId)
        );
        if (!info) throw notFound('CNPJ information not found');
        return { data: info };
    });

    app.get<{ Params: { cep: string } }>('/lookup/cep/:cep', async req => {
        callerOf(req);
        const raw = req.params.cep;
        if (!isValidCep(raw)) throw fieldError('cep', ErrorCode.invalid);
        const info = await lookupCep(db, digitsOnly(raw));
        if (!info) throw notFound('CEP information not found');
        return { data: info };
    });
}
