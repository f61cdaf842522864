/**
 * The words of alert messages in English (en-US). The server keeps its
 * own catalogs, as the sign-in pages do (oidc/messages.ts): messages
 * leave without the SPA. pt-BR.ts has the same keys.
 */
export const enUS = {
    level: {
        low: 'Low',
        medium: 'Medium',
        high: 'High',
        critical: 'Critical',
    },
    // The names the console gives sensor types (app.options.sensorType in
    // i18n/en-US; tests/unit/alerts/alertWords.spec.ts keeps them equal).
    sensorType: {
        level: 'Level',
        flow: 'Flow',
        rainfall: 'Rainfall',
        'piezometric-pressure': 'Piezometric pressure',
        displacement: 'Displacement',
        temperature: 'Temperature',
        voltage: 'Voltage',
        current: 'Current',
        power: 'Power',
    },
    kind: {
        opened: 'Alert',
        raised: 'Alert raised',
        escalated: 'Alert not acknowledged',
        resolved: 'Resolved',
    },
    /** "Notice 2 of 4": which sending of an unacknowledged alert this is. */
    notice: (n: number, of: number) => `notice ${n} of ${of}`,
    noticeLine: (n: number, of: number) =>
        `Notice ${n} of ${of}: nobody has acknowledged this alert yet.`,
    plant: 'Plant',
    sensor: 'Sensor',
    gateway: 'Gateway',
    reading: 'Reading',
    silence: 'No data past its timeout',
    silenceShort: 'no data',
    openedAt: 'Opened',
    raisedAt: 'Raised',
    resolvedAt: 'Resolved',
    resolvedAuto: {
        criticality: 'Back to normal',
        silence: 'Heard from again',
    },
    resolvedByHand: 'Closed by hand',
    reason: 'Reason',
    instruction: 'Instruction',
    noInstruction: 'No instruction is registered for this alert.',
    fullInstruction: 'The instruction in the console',
    open: 'Open the alert',
    /** SMS: "opened 25/11 16:40". */
    smsOpened: 'opened',
    smsResolved: {
        criticality: 'back to normal',
        silence: 'heard from again',
        hand: 'closed',
    },
};

export type Words = typeof enUS;
