/** The 27 federative units. */
export const UFS = [
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS',
    'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC',
    'SP', 'SE', 'TO',
] as const;

/** The 12 national hydrographic regions (CNRH resolution 32/2003). */
export const HYDRO_REGIONS = [
    'amazonica',
    'tocantins-araguaia',
    'atlantico-nordeste-ocidental',
    'parnaiba',
    'atlantico-nordeste-oriental',
    'sao-francisco',
    'atlantico-leste',
    'atlantico-sudeste',
    'parana',
    'paraguai',
    'uruguai',
    'atlantico-sul',
] as const;

export const TIMEZONES = [
    'America/Sao_Paulo',
    'America/Manaus',
    'America/Cuiaba',
    'America/Porto_Velho',
    'America/Boa_Vista',
    'America/Rio_Branco',
    'America/Noronha',
    'America/Belem',
    'America/Fortaleza',
    'America/Recife',
    'America/Bahia',
] as const;
