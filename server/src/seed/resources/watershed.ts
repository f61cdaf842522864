/**
 * Watersheds: real Brazilian basins (ANA Otto coding).
 */
import type { DemoSeed, SeedContext } from '../demo.ts';

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

/** The id of a seeded demo watershed, by its name. */
export function watershedId(ctx: SeedContext, name: string): number {
    const record = ctx.seeded('watershed').find(w => w.name === name);
    if (!record) throw new Error(`demo watershed ${name} is missing`);
    return record.id;
}

export const watershedDemo: DemoSeed = {
    resource: 'watershed',
    rows: ({ checked }) => WATERSHEDS.map(w => checked({ ...w })),
};
