/**
 * The demo data set's fixed parts: companies, plants, basins, people. Real
 * Brazilian basins (ANA Otto coding), plausible plants with coordinates
 * inside Brazil, CNPJs whose check digits are computed, not typed.
 */
import { cnpjCheckDigits } from '@/domain/cnpj.ts';

export const cnpj = (body: string): string => body + cnpjCheckDigits(body);

export const DEMO_PASSWORDS = {
    admin: 'Admin#2026',
    operator: 'Operator#2026',
    viewer: 'Viewer#2026',
} as const;

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
        apiIntegration: {
            zabbixUrl:
                'https://monitoramento.valeparanaiba.com.br/zabbix/api_jsonrpc.php',
            zabbixTokenRef: 'vault:zabbix/vale-paranaiba',
        },
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

/** The three plants; `watershed` names an entry of WATERSHEDS. */
export const PLANTS = [
    {
        company: 'vale',
        cnpj: cnpj('452617890002'),
        name: 'UHE Cachoeira do Tijuco',
        plantType: 'hydro',
        capacityMw: 420,
        watershed: 'Rio Paranaíba',
        latitude: -18.9712345,
        longitude: -49.4623456,
        address: {
            cep: '38307000',
            street: 'Rodovia BR-365, km 712',
            number: 's/n',
            complement: 'Casa de força',
            neighborhood: 'Zona Rural',
            county: 'Ituiutaba',
            state: 'MG',
        },
    },
    {
        company: 'vale',
        cnpj: cnpj('452617890003'),
        name: 'UHE Salto do Rio Verde',
        plantType: 'hydro',
        capacityMw: 186.5,
        watershed: 'Rio Paranaíba',
        latitude: -18.3041522,
        longitude: -50.7212871,
        address: {
            cep: '75860000',
            street: 'Rodovia GO-164, km 38',
            number: 's/n',
            complement: '',
            neighborhood: 'Zona Rural',
            county: 'Quirinópolis',
            state: 'GO',
        },
    },
    {
        company: 'serra',
        cnpj: cnpj('7QH2E5R80002'),
        name: 'PCH Passo das Antas',
        plantType: 'small-hydro',
        capacityMw: 24.8,
        watershed: 'Rio Taquari-Antas',
        latitude: -28.9371248,
        longitude: -51.5567213,
        address: {
            cep: '95330000',
            street: 'Estrada Municipal Linha Azul',
            number: '1200',
            complement: '',
            neighborhood: 'Interior',
            county: 'Veranópolis',
            state: 'RS',
        },
    },
] as const;

type Region =
    | 'amazonica'
    | 'tocantins-araguaia'
    | 'atlantico-nordeste-ocidental'
    | 'parnaiba'
    | 'atlantico-nordeste-oriental'
    | 'sao-francisco'
    | 'atlantico-leste'
    | 'atlantico-sudeste'
    | 'parana'
    | 'paraguai'
    | 'uruguai'
    | 'atlantico-sul';

const ws = (
    name: string,
    hydroRegion: Region,
    anaBasinCode: string,
    anaSubBasinCode: string,
    mainRiver: string,
    states: string[],
    drainageAreaKm2: number,
    basinCommittee: string | null
) => ({
    name,
    hydroRegion,
    anaBasinCode,
    anaSubBasinCode,
    mainRiver,
    states,
    drainageAreaKm2,
    basinCommittee,
});

export const WATERSHEDS = [
    ws(
        'Rio Paranaíba',
        'parana',
        '6',
        '60',
        'Paranaíba',
        ['GO', 'MG', 'MS', 'DF'],
        222767,
        'CBH Paranaíba'
    ),
    ws(
        'Rio Grande',
        'parana',
        '6',
        '61',
        'Grande',
        ['MG', 'SP'],
        143437.79,
        'CBH Grande'
    ),
    ws(
        'Rio Tietê',
        'parana',
        '6',
        '62',
        'Tietê',
        ['SP'],
        72391,
        'CBH Alto Tietê'
    ),
    ws(
        'Rio Paraná (trecho Ilha Solteira–Itaipu)',
        'parana',
        '6',
        '63',
        'Paraná',
        ['MS', 'SP', 'PR'],
        105000,
        null
    ),
    ws(
        'Rio Paranapanema',
        'parana',
        '6',
        '64',
        'Paranapanema',
        ['SP', 'PR'],
        106500,
        'CBH Paranapanema'
    ),
    ws(
        'Rio Iguaçu',
        'parana',
        '6',
        '65',
        'Iguaçu',
        ['PR', 'SC'],
        57329,
        'CBH Baixo Iguaçu'
    ),
    ws('Rio Cuiabá', 'paraguai', '6', '66', 'Cuiabá', ['MT'], 29000, null),
    ws(
        'Rio Taquari (MS)',
        'paraguai',
        '6',
        '67',
        'Taquari',
        ['MS', 'MT'],
        79600,
        null
    ),
    ws(
        'Alto São Francisco',
        'sao-francisco',
        '4',
        '40',
        'São Francisco',
        ['MG'],
        111800,
        'CBH São Francisco'
    ),
    ws(
        'Médio São Francisco',
        'sao-francisco',
        '4',
        '44',
        'São Francisco',
        ['BA', 'PE'],
        339800,
        'CBH São Francisco'
    ),
    ws(
        'Baixo São Francisco',
        'sao-francisco',
        '4',
        '49',
        'São Francisco',
        ['AL', 'SE'],
        32000,
        'CBH São Francisco'
    ),
    ws(
        'Rio Tocantins',
        'tocantins-araguaia',
        '2',
        '22',
        'Tocantins',
        ['GO', 'TO', 'MA', 'PA'],
        343000,
        null
    ),
    ws(
        'Rio Araguaia',
        'tocantins-araguaia',
        '2',
        '24',
        'Araguaia',
        ['GO', 'MT', 'TO', 'PA'],
        377000,
        null
    ),
    ws(
        'Rio Madeira',
        'amazonica',
        '1',
        '15',
        'Madeira',
        ['RO', 'AM'],
        1420000,
        null
    ),
    ws(
        'Rio Tapajós',
        'amazonica',
        '1',
        '17',
        'Tapajós',
        ['MT', 'PA'],
        492000,
        null
    ),
    ws(
        'Rio Xingu',
        'amazonica',
        '1',
        '18',
        'Xingu',
        ['MT', 'PA'],
        504000,
        null
    ),
    ws(
        'Rio Negro',
        'amazonica',
        '1',
        '14',
        'Negro',
        ['AM', 'RR'],
        696000,
        null
    ),
    ws(
        'Rio Uruguai',
        'uruguai',
        '7',
        '72',
        'Uruguai',
        ['SC', 'RS'],
        174500,
        'CBH Rio Uruguai'
    ),
    ws(
        'Rio Pelotas',
        'uruguai',
        '7',
        '70',
        'Pelotas',
        ['SC', 'RS'],
        13200,
        null
    ),
    ws(
        'Rio Ibicuí',
        'uruguai',
        '7',
        '76',
        'Ibicuí',
        ['RS'],
        47600,
        'CBH Ibicuí'
    ),
    ws(
        'Rio Taquari-Antas',
        'atlantico-sul',
        '8',
        '86',
        'Taquari-Antas',
        ['RS'],
        26428,
        'CBH Taquari-Antas'
    ),
    ws(
        'Rio Jacuí',
        'atlantico-sul',
        '8',
        '85',
        'Jacuí',
        ['RS'],
        71600,
        'CBH Baixo Jacuí'
    ),
    ws(
        'Rio Itajaí',
        'atlantico-sul',
        '8',
        '83',
        'Itajaí-Açu',
        ['SC'],
        15000,
        'Comitê do Itajaí'
    ),
    ws(
        'Rio Paraíba do Sul',
        'atlantico-sudeste',
        '5',
        '58',
        'Paraíba do Sul',
        ['SP', 'RJ', 'MG'],
        62074,
        'CEIVAP'
    ),
    ws(
        'Rio Doce',
        'atlantico-sudeste',
        '5',
        '56',
        'Doce',
        ['MG', 'ES'],
        86715,
        'CBH Doce'
    ),
    ws(
        'Rio Jequitinhonha',
        'atlantico-leste',
        '5',
        '54',
        'Jequitinhonha',
        ['MG', 'BA'],
        70315,
        null
    ),
    ws(
        'Rio Paraguaçu',
        'atlantico-leste',
        '5',
        '51',
        'Paraguaçu',
        ['BA'],
        54877,
        'CBH Paraguaçu'
    ),
    ws(
        'Rio Parnaíba',
        'parnaiba',
        '3',
        '34',
        'Parnaíba',
        ['PI', 'MA', 'CE'],
        331441,
        null
    ),
    ws(
        'Rio Jaguaribe',
        'atlantico-nordeste-oriental',
        '3',
        '36',
        'Jaguaribe',
        ['CE'],
        74621,
        'CBH Baixo Jaguaribe'
    ),
    ws(
        'Rio Mearim',
        'atlantico-nordeste-ocidental',
        '3',
        '33',
        'Mearim',
        ['MA'],
        99058,
        null
    ),
];

export const FIRST_NAMES = [
    'Ana',
    'Bruno',
    'Carla',
    'Diego',
    'Eduarda',
    'Felipe',
    'Gabriela',
    'Henrique',
    'Isabela',
    'João',
    'Larissa',
    'Lucas',
    'Mariana',
    'Mateus',
    'Natália',
    'Otávio',
    'Patrícia',
    'Rafael',
    'Sabrina',
    'Thiago',
    'Vanessa',
    'Vinícius',
    'Yasmin',
    'Caio',
    'Júlia',
    'Rodrigo',
];
export const LAST_NAMES = [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Rodrigues',
    'Ferreira',
    'Alves',
    'Pereira',
    'Lima',
    'Gomes',
    'Costa',
    'Ribeiro',
    'Martins',
    'Carvalho',
    'Almeida',
    'Lopes',
    'Barbosa',
    'Moreira',
];

/** Sensor types with unit, normal level and the alert bounds (direction above). */
export const SENSOR_PROFILES = {
    level: {
        unit: 'm',
        base: 412.5,
        spread: 1.2,
        bounds: [413.5, 414.2, 414.8, 415.3],
    },
    flow: {
        unit: 'm³/s',
        base: 850,
        spread: 120,
        bounds: [1000, 1150, 1300, 1450],
    },
    rainfall: { unit: 'mm/h', base: 2, spread: 4, bounds: [8, 15, 25, 40] },
    'piezometric-pressure': {
        unit: 'kPa',
        base: 180,
        spread: 12,
        bounds: [195, 205, 215, 225],
    },
    displacement: {
        unit: 'mm',
        base: 1.5,
        spread: 0.8,
        bounds: [2.5, 3.2, 4, 5],
    },
    temperature: { unit: '°C', base: 62, spread: 6, bounds: [70, 76, 82, 88] },
    voltage: {
        unit: 'kV',
        base: 13.8,
        spread: 0.2,
        bounds: [14.05, 14.2, 14.35, 14.5],
    },
    current: {
        unit: 'A',
        base: 850,
        spread: 90,
        bounds: [980, 1050, 1120, 1200],
    },
    power: { unit: 'MW', base: 95, spread: 20, bounds: [120, 130, 138, 145] },
} as const;
