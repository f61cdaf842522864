/**
 * Plants: three, with coordinates inside Brazil and the alert thresholds of
 * every sensor type. The modules of EACH_PLANT run once for each of them.
 */
import { SENSOR_TYPES } from '@shared/declarations/sensorTypes.ts';
import type { AlertThresholds } from '@shared/domain/criticality.ts';
import { SENSOR_TYPE_RANGES } from '@shared/domain/sensorTypeRules.ts';
import { cnpj, SENSOR_PROFILES } from '../catalog.ts';
import type { DemoSeed } from '../demo.ts';

/** The demo plants' alert configuration: each sensor type's demo bounds (also bench:readings). */
export const demoAlertConfig = (): AlertThresholds[] =>
    SENSOR_TYPES.map(type => {
        const b = SENSOR_PROFILES[type].bounds;
        return {
            sensorType: type,
            direction: 'above',
            low: b[0],
            medium: b[1],
            high: b[2],
            critical: b[3],
            // A type that reads 0 when all is normal (a rain gauge) is not
            // compared with its previous readings: the first drop of rain
            // after a dry spell would raise it (sensorTypeRules.ts).
            ...(SENSOR_TYPE_RANGES[type]?.floorIsNormal
                ? {}
                : {
                      numberOfPreviousMeasures: 5,
                      compareToPreviousMeasure: 20,
                  }),
            noDataTimeoutMin: 60,
        };
    });
import { companyId } from './company.ts';
import { watershedId } from './watershed.ts';

/** `company` is a key of COMPANIES, `watershed` the name of one of WATERSHEDS. */
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

export const subsidiaryDemo: DemoSeed = {
    resource: 'subsidiary',
    rows: ctx =>
        PLANTS.map(({ company, watershed, ...p }) =>
            ctx.checked({
                ...p,
                companyId: companyId(ctx, company),
                watershedId: watershedId(ctx, watershed),
                alertConfig: demoAlertConfig(),
            })
        ),
};
