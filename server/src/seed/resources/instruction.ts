/** Emergency instructions of each plant: two per criticality level, and one for silent instruments. */
import { SILENCE_LEVEL, type AlertCause } from '@shared/domain/alerts.ts';
import type { SensorType } from '@shared/declarations/sensorTypes.ts';
import type { PlantSeed } from '../demo.ts';
import { CRIT, type Crit } from '../values.ts';

const STEPS: Record<Crit, string[]> = {
    low: [
        'Registrar a anomalia no livro de ocorrências com data, hora e local.',
        'Fotografar o ponto observado e anexar ao registro de inspeção.',
        'Programar nova leitura da instrumentação em 24 horas.',
    ],
    medium: [
        'Comunicar o coordenador do PAE e o engenheiro de segurança de barragem.',
        'Aumentar a frequência de leitura dos piezômetros para cada 2 horas.',
        'Inspecionar visualmente o talude de jusante e a crista.',
        'Revisar a operação das comportas do vertedouro.',
    ],
    high: [
        'Acionar o nível de alerta do PAE e a defesa civil municipal.',
        'Reduzir o nível do reservatório conforme a regra operativa.',
        'Manter equipe de plantão permanente na barragem.',
        'Preparar os sistemas de alerta da zona de autossalvamento (ZAS).',
    ],
    critical: [
        'Declarar situação de emergência e acionar as sirenes da ZAS.',
        'Notificar imediatamente a defesa civil, a ANEEL e a prefeitura.',
        'Apoiar a evacuação da população a jusante pelas rotas de fuga.',
        'Abrir integralmente as comportas do vertedouro se houver condição segura.',
        'Registrar todas as ações com horário no relatório de emergência.',
    ],
};
/**
 * Each title with what it covers (none named: the plant's general one for
 * its level), so that a displacement sensor is not sent "piezometria
 * elevada" nor a silent sensor "cheia afluente" (docs/monitoring.md,
 * "Notifications").
 */
interface Seeded {
    title: string;
    sensorTypes?: SensorType[];
    causes?: AlertCause[];
}
const TITLES: Record<Crit, [Seeded, Seeded]> = {
    low: [
        { title: 'Anomalia em instrumentação' },
        {
            title: 'Surgência localizada no pé do talude',
            sensorTypes: ['piezometric-pressure'],
            causes: ['criticality'],
        },
    ],
    medium: [
        {
            title: 'Nível de atenção: piezometria elevada',
            sensorTypes: ['piezometric-pressure'],
            causes: ['criticality'],
        },
        {
            title: 'Atenção: deslocamento acima do previsto',
            sensorTypes: ['displacement'],
            causes: ['criticality'],
        },
    ],
    high: [
        {
            title: 'Nível de alerta: cheia afluente',
            sensorTypes: ['level', 'flow', 'rainfall'],
            causes: ['criticality'],
        },
        { title: 'Alerta: falha de comporta do vertedouro' },
    ],
    critical: [
        {
            title: 'Emergência: risco de galgamento',
            sensorTypes: ['level', 'flow', 'rainfall'],
            causes: ['criticality'],
        },
        { title: 'Emergência: ruptura iminente' },
    ],
};

/** A silent sensor or gateway (an alert at SILENCE_LEVEL): what to check. */
const SILENCE: Seeded & { criticality: Crit; steps: string[] } = {
    title: 'Sem dados: instrumentação sem comunicação',
    causes: ['silence'],
    criticality: SILENCE_LEVEL,
    steps: [
        'Verificar a alimentação e a comunicação do gateway e do sensor.',
        'Fazer leitura manual do instrumento e registrá-la no console.',
        'Acionar a manutenção da instrumentação se a falha persistir.',
    ],
};

export const instructionDemo: PlantSeed = {
    resource: 'instruction',
    rows: ({ checked }) => [
        ...CRIT.flatMap(c =>
            TITLES[c].map(t =>
                checked({
                    title: t.title,
                    criticality: c,
                    sensorTypes: t.sensorTypes ?? [],
                    causes: t.causes ?? [],
                    steps: STEPS[c].map((text, j) => ({ order: j + 1, text })),
                })
            )
        ),
        checked({
            title: SILENCE.title,
            criticality: SILENCE.criticality,
            sensorTypes: [],
            causes: SILENCE.causes,
            steps: SILENCE.steps.map((text, j) => ({ order: j + 1, text })),
        }),
    ],
};
