import type { plant as source } from '../en-US/plant';

/** Typed against en-US so that a missing key fails the type check. */
export const plant: typeof source = {
    app: {
        // The builders' tabbed form (ResourceForm), first used by the plant.
        form: { tabHasErrors: 'tem erros' },
        plant: {
            tabs: {
                details: 'Dados',
                alerts: 'Configuração de alertas',
            },
            map: {
                label: 'Mapa da localização da usina',
                hint: 'Clique no mapa para definir a latitude e a longitude, ou arraste o marcador. Com o mapa em foco, as setas o movem e Enter coloca o ponto na cruz do centro. Você também pode digitá-las nos campos acima.',
                hintReadOnly:
                    'O marcador mostra a localização salva; durante a edição, um clique no mapa a muda.',
                unavailable:
                    'Não foi possível carregar o mapa; digite a latitude e a longitude nos campos acima.',
                marker: 'Localização da usina',
                locationSet:
                    'Localização da usina definida pelo clique no mapa',
            },
            alerts: {
                direction: {
                    above: 'Alerta quando o valor sobe',
                    below: 'Alerta quando o valor desce',
                },
                entry: 'Alerta de %{sensorType}',
                newEntry: 'Novo alerta',
                scale: 'Escala dos limites',
                axis: {
                    above: 'valores maiores →',
                    below: 'valores menores →',
                },
                scaleEmpty: 'Preencha os limites para vê-los na escala.',
                outOfOrder:
                    'Os níveis estão fora de ordem: cada um deve vir depois do anterior na escala.',
                previous: 'Comparação com medições anteriores',
            },
        },
    },
};
