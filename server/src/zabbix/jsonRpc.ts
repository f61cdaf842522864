/**
 * The JSON-RPC 2.0 envelope as Zabbix's CJsonRpc handles it: parse errors
 * and malformed requests, batches, notifications (no `id`, no answer),
 * method lookup before authentication, and the token read from the `auth`
 * member or the Bearer header depending on the simulated version.
 */
import { RPC_ERRORS, RpcError, type RpcErrorObject } from './errors.ts';
import { historyGet } from './historyGet.ts';
import { itemGet } from './itemGet.ts';
import { trendGet } from './trendGet.ts';
import type { Retention } from './catalog.ts';
import { checkMethodAllowed, CONSOLE_USER, type ZabbixUser } from './users.ts';
import type { ZabbixVersionRules } from './version.ts';
import {
    listValues,
    MAX_BATCH_CALLS,
    MAX_LIST_VALUES,
    newBudget,
    type RpcBudget,
} from './budget.ts';
import { breathe, pacer } from './pace.ts';

export interface RpcContext {
    rules: ZabbixVersionRules;
    /** The console's token: its user reads every host and calls every method. */
    token: string;
    /** More tokens, each bound to a user with its own rights (docs/zabbix.md). */
    users?: ReadonlyMap<string, ZabbixUser>;
    retention: Retention;
    /** A token Zabbix knows but whose expiry date has passed. */
    expiredToken?: string;
    /** Value of `Authorization: Bearer …`, if the request carried one. */
    bearer: string | null;
    now: number;
    /** What this request may still answer (budget.ts); one per request. */
    budget?: RpcBudget;
}

type Handler = (params: unknown, ctx: RpcContext, user: ZabbixUser) => unknown;

const METHODS: Record<string, Record<string, Handler>> = {
    apiinfo: { version: (_p, ctx) => ctx.rules.version },
    item: { get: (p, ctx, user) => itemGet(p, ctx.now, user, ctx.retention) },
    history: {
        get: (p, ctx, user) =>
            historyGet(p, ctx.rules, ctx.now, user, ctx.retention, ctx.budget),
    },
    trend: {
        get: (p, ctx, user) =>
            trendGet(p, user, ctx.retention, ctx.now, ctx.budget),
    },
};

/** Methods callable without a token; a token sent to them is an error. */
const PUBLIC_METHODS = new Set(['apiinfo.version']);

type Call = Record<string, unknown>;
type Response =
    | { jsonrpc: '2.0'; result: unknown; id: unknown }
    | { jsonrpc: '2.0'; error: RpcErrorObject; id: unknown };

const isObject = (v: unknown): v is Call =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

const errorResponse = (error: RpcErrorObject, id: unknown): Response => ({
    jsonrpc: '2.0',
    error,
    id: id ?? null,
});

const isValidId = (id: unknown) =>
    id === null || typeof id === 'string' || typeof id === 'number';

/** Checks the request object; returns the failure text or null. */
function envelopeError(call: unknown, rules: ZabbixVersionRules) {
    if (!isObject(call)) return 'Invalid parameter "/": an array is expected.';
    const allowed = ['jsonrpc', 'method', 'params', 'id'];
    if (rules.acceptsAuthField) allowed.push('auth');
    for (const key of Object.keys(call)) {
        if (!allowed.includes(key)) {
            return `Invalid parameter "/": unexpected parameter "${key}".`;
        }
    }
    for (const key of ['jsonrpc', 'method', 'params']) {
        if (!(key in call)) {
            return `Invalid parameter "/": the parameter "${key}" is missing.`;
        }
    }
    if (call.jsonrpc !== '2.0') {
        return typeof call.jsonrpc === 'string'
            ? 'Invalid parameter "/jsonrpc": value must be "2.0".'
            : 'Invalid parameter "/jsonrpc": a character string is expected.';
    }
    if (typeof call.method !== 'string') {
        return 'Invalid parameter "/method": a character string is expected.';
    }
    if (typeof call.params !== 'object' || call.params === null) {
        return 'Invalid parameter "/params": an array or object is expected.';
    }
    if ('id' in call && !isValidId(call.id)) {
        return 'Invalid parameter "/id": a string, number or null value is expected.';
    }
    if ('auth' in call && call.auth !== null && typeof call.auth !== 'string') {
        return 'Invalid parameter "/auth": a character string is expected.';
    }
    if (call.auth === '') {
        return 'Invalid parameter "/auth": cannot be empty.';
    }
    return null;
}

/**
 * Authenticates like CLocalApiClient: wrong tokens are "Invalid params.".
 * Returns the token's user (the console's for public methods).
 */
function checkAuth(
    call: Call,
    api: string,
    method: string,
    ctx: RpcContext
): ZabbixUser {
    const { rules } = ctx;
    const field =
        rules.acceptsAuthField && typeof call.auth === 'string'
            ? call.auth
            : null;
    const bearer = rules.acceptsBearer ? ctx.bearer : null;
    const name = `${call.method as string}`;
    if (PUBLIC_METHODS.has(`${api}.${method}`)) {
        if (field !== null) {
            throw new RpcError(
                'invalidParams',
                `The "${name}" method must be called without the "auth" parameter.`
            );
        }
        if (bearer !== null) {
            throw new RpcError(
                'invalidParams',
                `The "${name}" method must be called without authorization header.`
            );
        }
        return CONSOLE_USER;
    }
    const token = field ?? bearer;
    if (token === ctx.token) return CONSOLE_USER;
    const user = token ? ctx.users?.get(token) : undefined;
    if (user) return user;
    if (token && token === ctx.expiredToken) {
        throw new RpcError('application', 'API token expired.');
    }
    if (!token) throw new RpcError('invalidParams', rules.notAuthorized);
    // Zabbix tells API tokens (64 hex characters) from session ids.
    throw new RpcError(
        'invalidParams',
        token.length === 64
            ? rules.notAuthorized
            : 'Session terminated, re-login, please.'
    );
}

function execute(call: Call, ctx: RpcContext): unknown {
    const [rawApi = '', rawMethod = ''] = (call.method as string).split('.');
    const api = rawApi.toLowerCase();
    const method = rawMethod.toLowerCase();
    const service = METHODS[api];
    if (!service) {
        throw new RpcError('methodNotFound', `Incorrect API "${rawApi}".`);
    }
    const handler = service[method];
    if (!handler) {
        throw new RpcError(
            'methodNotFound',
            `Incorrect method "${rawApi}.${rawMethod}".`
        );
    }
    const user = checkAuth(call, api, method, ctx);
    checkMethodAllowed(user, api, method, rawApi, rawMethod);
    chargeLists(call.params, ctx.budget);
    return handler(call.params, ctx, user);
}

/**
 * Refuses a call whose lists hold more values than the request has left,
 * before the method reads any of them: the work of matching, filtering
 * and looking up grows with them.
 */
function chargeLists(params: unknown, budget: RpcBudget | undefined) {
    if (!budget) return;
    const values = listValues(params);
    if (values > budget.values)
        throw new RpcError(
            'application',
            `Too many values in lists (${values}, at most ${budget.values}${budget.values < MAX_LIST_VALUES ? ' left in this batch' : ' in one request'}): send fewer "itemids", "hostids", "filter" or "search" values.`
        );
    budget.values -= values;
}

async function answer(
    call: unknown,
    ctx: RpcContext
): Promise<Response | null> {
    const invalid = envelopeError(call, ctx.rules);
    if (invalid !== null) {
        const id =
            isObject(call) && isValidId(call.id) ? (call.id ?? null) : null;
        return errorResponse(
            { ...RPC_ERRORS.invalidRequest, data: invalid },
            id
        );
    }
    const request = call as Call;
    const notification = !('id' in request);
    try {
        const result = await execute(request, ctx);
        return notification ? null : { jsonrpc: '2.0', result, id: request.id };
    } catch (err) {
        if (notification) return null;
        const error =
            err instanceof RpcError
                ? err.toObject()
                : { ...RPC_ERRORS.application, data: String(err) };
        return errorResponse(error, request.id);
    }
}

/**
 * Answers a raw request body. Returns the JSON text to send, or null when
 * nothing is to be sent (only notifications). A batch of more than
 * MAX_BATCH_CALLS calls is refused whole, as one invalid request (the
 * JSON-RPC 2.0 answer to a batch that cannot be processed); the calls of
 * a batch run one after the other and share one row budget (budget.ts).
 */
export async function handleRpcBody(
    body: string,
    ctx: RpcContext
): Promise<string | null> {
    let decoded: unknown;
    try {
        decoded = JSON.parse(body);
    } catch {
        return JSON.stringify(errorResponse(RPC_ERRORS.parse, null));
    }
    const empty =
        (Array.isArray(decoded) && decoded.length === 0) ||
        (isObject(decoded) && Object.keys(decoded).length === 0);
    if (typeof decoded !== 'object' || decoded === null || empty) {
        return JSON.stringify(errorResponse(RPC_ERRORS.invalidRequest, null));
    }
    const withBudget = { ...ctx, budget: ctx.budget ?? newBudget() };
    if (Array.isArray(decoded)) {
        if (decoded.length > MAX_BATCH_CALLS) {
            return JSON.stringify(
                errorResponse(
                    {
                        ...RPC_ERRORS.invalidRequest,
                        data: `Invalid parameter "/": a batch may hold at most ${MAX_BATCH_CALLS} requests (${decoded.length} sent).`,
                    },
                    null
                )
            );
        }
        const responses: Response[] = [];
        for (const call of decoded) {
            // Each call after a pause: a batch holds the loop one call at a time.
            await breathe();
            const response = await answer(call, withBudget);
            if (response) responses.push(response);
        }
        if (responses.length === 0) return null;
        const parts: string[] = [];
        for (const r of responses) parts.push(await serialize(r));
        return `[${parts.join(',')}]`;
    }
    const response = await answer(decoded, withBudget);
    return response === null ? null : serialize(response);
}

/** Rows serialized per pause: 100,000 rows in one piece held the loop. */
const ROWS_PER_PIECE = 2000;

/**
 * A response as JSON, its result's rows a few thousand at a time with a
 * pause between pieces (the same text JSON.stringify gives).
 */
async function serialize(response: Response): Promise<string> {
    if (!('result' in response) || !Array.isArray(response.result))
        return JSON.stringify(response);
    const rows: unknown[] = response.result;
    const pace = pacer(ROWS_PER_PIECE);
    const pieces: string[] = [];
    for (let i = 0; i < rows.length; i += ROWS_PER_PIECE) {
        pieces.push(
            JSON.stringify(rows.slice(i, i + ROWS_PER_PIECE)).slice(1, -1)
        );
        await pace.step(ROWS_PER_PIECE);
    }
    const id = JSON.stringify(response.id) ?? 'null';
    return `{"jsonrpc":"2.0","result":[${pieces.filter(Boolean).join(',')}],"id":${id}}`;
}
