/** As palavras das mensagens de alerta em português (pt-BR), o idioma padrão. */
import type { Words } from './en-US.ts';

/** "2.º": o ordinal masculino de "aviso". */
const ordinal = (n: number) => `${n}.º`;

export const ptBR: Words = {
    level: {
        low: 'Baixa',
        medium: 'Média',
        high: 'Alta',
        critical: 'Crítica',
    },
    sensorType: {
        level: 'Nível',
        flow: 'Vazão',
        rainfall: 'Pluviometria',
        'piezometric-pressure': 'Pressão piezométrica',
        displacement: 'Deslocamento',
        temperature: 'Temperatura',
        voltage: 'Tensão',
        current: 'Corrente',
        power: 'Potência',
    },
    kind: {
        opened: 'Alerta',
        raised: 'Alerta elevado',
        escalated: 'Alerta sem reconhecimento',
        resolved: 'Resolvido',
    },
    notice: (n, of) => `${ordinal(n)} aviso de ${of}`,
    noticeLine: (n, of) =>
        `${ordinal(n)} aviso de ${of}: ninguém reconheceu este alerta ainda.`,
    plant: 'Usina',
    sensor: 'Sensor',
    gateway: 'Gateway',
    reading: 'Leitura',
    silence: 'Sem dados além do tempo limite',
    silenceShort: 'sem dados',
    openedAt: 'Aberto em',
    raisedAt: 'Elevado em',
    resolvedAt: 'Resolvido em',
    resolvedAuto: {
        criticality: 'Voltou ao normal',
        silence: 'Voltou a enviar dados',
    },
    resolvedByHand: 'Encerrado manualmente',
    reason: 'Motivo',
    instruction: 'Instrução',
    noInstruction: 'Nenhuma instrução cadastrada para este alerta.',
    fullInstruction: 'A instrução no console',
    open: 'Abrir o alerta',
    smsOpened: 'aberto',
    smsResolved: {
        criticality: 'voltou ao normal',
        silence: 'voltou a enviar dados',
        hand: 'encerrado',
    },
};
