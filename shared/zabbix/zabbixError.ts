/**
 * Every way a Zabbix call can fail, as one error type the UI can branch on:
 * no answer in time, no connection, an HTTP status other than 200, a body
 * that is not a JSON-RPC response, or Zabbix's own error object.
 */
export type ZabbixErrorKind =
    | 'timeout'
    | 'network'
    | 'http'
    | 'protocol'
    | 'rpc'
    /** The token was refused because this version ignores the header mode. */
    | 'authMode'
    /** The server cannot call this Zabbix (e.g. a token reference it does not hold). */
    | 'config'
    /** The token reference is not bound to this company or to this Zabbix URL. */
    | 'binding'
    /** The server does not call this address (a local or private network). */
    | 'address'
    /** Zabbix's answer passed the size the server reads. */
    | 'tooLarge';

export interface ZabbixRpcErrorBody {
    code: number;
    message: string;
    data?: string;
}

export class ZabbixError extends Error {
    override readonly name = 'ZabbixError';
    readonly kind: ZabbixErrorKind;
    /** HTTP status, for `http`. */
    readonly status?: number;
    /** JSON-RPC error code, message and data, for `rpc`. */
    readonly code?: number;
    readonly data?: string;
    /** The Zabbix version found, for `authMode`. */
    readonly version?: string;
    /** The method that failed, e.g. `history.get`. */
    readonly method: string;
    /**
     * What only an administrator is told (`address`: the host, address
     * and port refused); `message` never names them.
     */
    readonly detail?: string;

    constructor(
        kind: ZabbixErrorKind,
        method: string,
        message: string,
        details: {
            status?: number;
            code?: number;
            data?: string;
            version?: string;
            detail?: string;
        } = {},
        options?: { cause?: unknown }
    ) {
        super(message, options);
        this.kind = kind;
        this.method = method;
        this.status = details.status;
        this.code = details.code;
        this.data = details.data;
        this.version = details.version;
        this.detail = details.detail;
    }
}

/** The texts Zabbix puts in `data` when the token is missing or wrong. */
const AUTH_FAILURES = [
    'Not authorised.',
    'Not authorized.',
    'Session terminated, re-login, please.',
    'API token expired.',
];

/** True when Zabbix refused the token (the configuration needs fixing). */
export function isZabbixAuthError(error: unknown): boolean {
    return (
        error instanceof ZabbixError &&
        error.kind === 'rpc' &&
        AUTH_FAILURES.includes(error.data ?? '')
    );
}

/** True when the token's role may not call the method (Zabbix 6.0+: -32602). */
export function isZabbixMethodDenied(error: unknown): boolean {
    return (
        error instanceof ZabbixError &&
        error.kind === 'rpc' &&
        /^No permissions to call /.test(error.data ?? '')
    );
}
