/**
 * Zabbix's JSON-RPC error objects (ui/include/classes/core/CJsonRpc.php):
 * fixed code and message, with `data` carrying the detail. Authentication
 * failures are "Invalid params." (-32602), not an HTTP status: Zabbix
 * answers every JSON-RPC outcome with HTTP 200.
 */
export const RPC_ERRORS = {
    parse: {
        code: -32700,
        message: 'Parse error',
        data: 'Invalid JSON. An error occurred on the server while parsing the JSON text.',
    },
    invalidRequest: {
        code: -32600,
        message: 'Invalid request.',
        data: 'The received JSON is not a valid JSON-RPC request.',
    },
    methodNotFound: {
        code: -32601,
        message: 'Method not found.',
        data: 'The requested remote-procedure does not exist / is not available',
    },
    invalidParams: {
        code: -32602,
        message: 'Invalid params.',
        data: 'Invalid method parameters.',
    },
    application: {
        code: -32500,
        message: 'Application error.',
        data: 'No details',
    },
} as const;

export type RpcErrorKind = keyof typeof RPC_ERRORS;

export interface RpcErrorObject {
    code: number;
    message: string;
    data: string;
}

/** Thrown by method handlers; the dispatcher turns it into an error object. */
export class RpcError extends Error {
    constructor(
        readonly kind: RpcErrorKind,
        readonly data?: string
    ) {
        super(data ?? RPC_ERRORS[kind].data);
    }

    toObject(): RpcErrorObject {
        const base = RPC_ERRORS[this.kind];
        return { code: base.code, message: base.message, data: this.message };
    }
}

/** Parameter validation failure, worded like CApiInputValidator. */
export const invalidParameter = (path: string, detail: string) =>
    new RpcError('invalidParams', `Invalid parameter "${path}": ${detail}.`);
