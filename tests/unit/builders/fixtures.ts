/** Companies and power plants for the builders' list tests. */
export const companies = (count = 3) =>
    Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        name: `Company ${i + 1}`,
        cnpj: '11222333000181',
        email: `c${i}@example.com`,
        status: 'active',
    }));

/** Plants spread over the first three companies. */
export const plants = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        name: `Plant ${i + 1}`,
        cnpj: '11222333000181',
        companyId: (i % 3) + 1,
        plantType: 'hydro',
        status: 'active',
    }));
