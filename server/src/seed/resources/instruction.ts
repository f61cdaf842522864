/** Emergency instructions of each plant: two per criticality level. */
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
const TITLES: Record<Crit, [string, string]> = {
    low: ['Anomalia em instrumentação', 'Surgência localizada no pé do talude'],
    medium: [
        'Nível de atenção: piezometria elevada',
        'Atenção: deslocamento acima do previsto',
    ],
    high: [
        'Nível de alerta: cheia afluente',
        'Alerta: falha de comporta do vertedouro',
    ],
    critical: [
        'Emergência: risco de galgamento',
        'Emergência: ruptura iminente',
    ],
};

export const instructionDemo: PlantSeed = {
    resource: 'instruction',
    rows: ({ checked }) =>
        CRIT.flatMap(c =>
            TITLES[c].map(title =>
                checked({
                    title,
                    criticality: c,
                    steps: STEPS[c].map((text, j) => ({ order: j + 1, text })),
                })
            )
        ),
};
