/**
 * Companies: two operators of plants, one with an alphanumeric CNPJ. CNPJ
 * check digits are computed, not typed.
 */
import { cnpj } from '../catalog.ts';
import type { DemoSeed, SeedContext } from '../demo.ts';

export const COMPANIES = [
    {
        key: 'vale',
        cnpj: cnpj('452617890001'),
        name: 'Energia Vale do Paranaíba',
        corporateName: 'Energia Vale do Paranaíba Geração S.A.',
        email: 'contato@valeparanaiba.com.br',
        phone: '3432614400',
        address: {
            cep: '38400100',
            street: 'Avenida João Naves de Ávila',
            number: '1331',
            complement: 'Sala 1204',
            neighborhood: 'Tibery',
            county: 'Uberlândia',
            state: 'MG',
        },
        settings: { timezone: 'America/Sao_Paulo', measureRetentionDays: 730 },
        userInformation: {
            name: 'Renata Figueiredo Campos',
            email: 'renata.campos@valeparanaiba.com.br',
            phone: '34991827364',
        },
        // Both demo companies read the server's Zabbix (the embedded
        // simulator): an integration of their own decides where their
        // sensors are read (docs/zabbix.md, "Each company's Zabbix").
        apiIntegration: {},
    },
    {
        // Alphanumeric CNPJ (IN RFB 2.229/2024).
        key: 'serra',
        cnpj: cnpj('7QH2E5R80001'),
        name: 'Serra Gaúcha Hidrelétricas',
        corporateName: 'Serra Gaúcha Hidrelétricas Ltda.',
        email: 'operacao@serragaucha-hidro.com.br',
        phone: '5430554200',
        address: {
            cep: '95700084',
            street: 'Rua Marechal Deodoro',
            number: '480',
            complement: '',
            neighborhood: 'Centro',
            county: 'Bento Gonçalves',
            state: 'RS',
        },
        settings: { timezone: 'America/Sao_Paulo', measureRetentionDays: 365 },
        userInformation: {
            name: 'Marcos Antônio Zanella',
            email: 'marcos.zanella@serragaucha-hidro.com.br',
            phone: '54999120455',
        },
        apiIntegration: {},
    },
] as const;

export type CompanyKey = (typeof COMPANIES)[number]['key'];

/** The id of a seeded demo company, by its key. */
export function companyId(ctx: SeedContext, key: CompanyKey): number {
    const record =
        ctx.seeded('company')[COMPANIES.findIndex(c => c.key === key)];
    if (!record) throw new Error(`demo company ${key} is missing`);
    return record.id;
}

export const companyDemo: DemoSeed = {
    resource: 'company',
    rows: ({ checked }) => COMPANIES.map(({ key: _key, ...c }) => checked(c)),
};
