/**
 * A small static table for the CNPJ and CEP look-ups, beside the companies
 * and plants already in the database. In production these look-ups would
 * call a public service (BrasilAPI, ViaCEP) server-side; the reference
 * server never calls outside, so it answers from this table and its data.
 * Public registration data of well-known Brazilian utilities.
 */

export interface CepInfo {
    cep: string;
    street: string;
    neighborhood: string;
    county: string;
    state: string;
}

export interface AddressInfo extends CepInfo {
    number: string;
    complement: string;
}

export interface CnpjInfo {
    cnpj: string;
    name: string;
    corporateName: string;
    email?: string;
    phone?: string;
    address: AddressInfo;
}

export const STATIC_CEPS: readonly CepInfo[] = [
    {
        cep: '01310100',
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        county: 'São Paulo',
        state: 'SP',
    },
    {
        cep: '04447011',
        street: 'Avenida Nossa Senhora do Sabará',
        neighborhood: 'Vila Emir',
        county: 'São Paulo',
        state: 'SP',
    },
    {
        cep: '05429000',
        street: 'Rua Costa Carvalho',
        neighborhood: 'Pinheiros',
        county: 'São Paulo',
        state: 'SP',
    },
    {
        cep: '20091005',
        street: 'Rua da Quitanda',
        neighborhood: 'Centro',
        county: 'Rio de Janeiro',
        state: 'RJ',
    },
    {
        cep: '30190131',
        street: 'Avenida Barbacena',
        neighborhood: 'Santo Agostinho',
        county: 'Belo Horizonte',
        state: 'MG',
    },
    {
        cep: '70150900',
        street: 'Praça dos Três Poderes',
        neighborhood: 'Zona Cívico-Administrativa',
        county: 'Brasília',
        state: 'DF',
    },
    {
        cep: '81200240',
        street: 'Rua José Izidoro Biazetto',
        neighborhood: 'Mossunguê',
        county: 'Curitiba',
        state: 'PR',
    },
    {
        cep: '85856970',
        street: 'Avenida Tancredo Neves',
        neighborhood: 'Jardim Itaipu',
        county: 'Foz do Iguaçu',
        state: 'PR',
    },
    {
        cep: '68371000',
        street: 'Rodovia Transamazônica',
        neighborhood: 'Zona Rural',
        county: 'Altamira',
        state: 'PA',
    },
    {
        cep: '69005010',
        street: 'Avenida Eduardo Ribeiro',
        neighborhood: 'Centro',
        county: 'Manaus',
        state: 'AM',
    },
    {
        cep: '40020000',
        street: 'Avenida Sete de Setembro',
        neighborhood: 'Centro',
        county: 'Salvador',
        state: 'BA',
    },
    {
        cep: '50030230',
        street: 'Avenida Marquês de Olinda',
        neighborhood: 'Recife',
        county: 'Recife',
        state: 'PE',
    },
    {
        cep: '88010400',
        street: 'Rua Felipe Schmidt',
        neighborhood: 'Centro',
        county: 'Florianópolis',
        state: 'SC',
    },
    {
        cep: '90010150',
        street: 'Rua dos Andradas',
        neighborhood: 'Centro Histórico',
        county: 'Porto Alegre',
        state: 'RS',
    },
];

const at = (cep: string, number: string, complement = ''): AddressInfo => {
    const found = STATIC_CEPS.find(c => c.cep === cep);
    if (!found)
        throw new Error(`lookupData: CEP ${cep} missing from the table`);
    return { ...found, number, complement };
};

export const STATIC_CNPJS: readonly CnpjInfo[] = [
    {
        cnpj: '00001180000126',
        name: 'Eletrobras',
        corporateName: 'Centrais Elétricas Brasileiras S.A.',
        address: at('20091005', '196'),
    },
    {
        cnpj: '00395988000135',
        name: 'Itaipu Binacional',
        corporateName: 'Itaipu Binacional',
        address: at('85856970', '6731'),
    },
    {
        cnpj: '17155730000164',
        name: 'Cemig',
        corporateName: 'Companhia Energética de Minas Gerais',
        address: at('30190131', '1200'),
    },
    {
        cnpj: '43776517000180',
        name: 'Sabesp',
        corporateName: 'Companhia de Saneamento Básico do Estado de São Paulo',
        address: at('05429000', '300'),
    },
    {
        cnpj: '60933603000178',
        name: 'CESP',
        corporateName: 'CESP - Companhia Energética de São Paulo',
        address: at('04447011', '5312'),
    },
    {
        cnpj: '76483817000120',
        name: 'Copel',
        corporateName: 'Companhia Paranaense de Energia',
        address: at('81200240', '158'),
    },
];
