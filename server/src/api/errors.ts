/**
 * The API's error answers: `{ statusCode, message, errors? }` (docs/api.md).
 * Routes throw `ApiError`; the scope's error handler turns it, and every
 * framework error (bad JSON, wrong content type, oversized body), into that
 * shape so that no client mistake ever becomes a 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import {
    ErrorCode,
    type ApiErrorBody,
    type ErrorCodeValue,
    type FieldError,
} from '@shared/domain/errorCodes.ts';

export class ApiError extends Error {
    readonly statusCode: number;
    readonly errors?: FieldError[];
    /** More about the failure for the client (e.g. `zabbix`: what Zabbix answered). */
    readonly details?: Record<string, unknown>;

    constructor(
        statusCode: number,
        message: string,
        errors?: FieldError[],
        details?: Record<string, unknown>
    ) {
        super(message);
        this.statusCode = statusCode;
        this.errors = errors;
        this.details = details;
    }

    toBody(): ApiErrorBody {
        return {
            ...this.details,
            statusCode: this.statusCode,
            message: this.message,
            ...(this.errors ? { errors: this.errors } : {}),
        };
    }
}

export const validationError = (errors: FieldError[]) =>
    new ApiError(400, 'Validation failed', errors);

export const fieldError = (field: string, code: ErrorCodeValue) =>
    validationError([{ field, code }]);

export const unauthorized = (message = 'Unauthorized') =>
    new ApiError(401, message);

export const forbidden = (message = 'Forbidden') => new ApiError(403, message);

export const notFound = (message = 'Not found') => new ApiError(404, message);

/** Framework errors a client can cause, answered as 400 with a code on the body. */
const CLIENT_ERRORS: Record<string, { message: string; code: ErrorCodeValue }> =
    {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: {
            message: 'Unsupported content type: send application/json',
            code: ErrorCode.invalid,
        },
        FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
            message: 'Invalid content length',
            code: ErrorCode.invalidSize,
        },
        FST_ERR_CTP_BODY_TOO_LARGE: {
            message: 'Request body too large',
            code: ErrorCode.invalidSize,
        },
        FST_ERR_CTP_EMPTY_JSON_BODY: {
            message: 'Empty JSON body',
            code: ErrorCode.required,
        },
        FST_ERR_CTP_INVALID_JSON_BODY: {
            message: 'Malformed JSON body',
            code: ErrorCode.invalid,
        },
    };

/** Installs the error and not-found handlers on the API's scope. */
export function installErrorHandlers(app: FastifyInstance): void {
    app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
        if (error instanceof ApiError) {
            return reply.status(error.statusCode).send(error.toBody());
        }
        const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
        if (known) {
            return reply.status(400).send({
                statusCode: 400,
                message: known.message,
                errors: [{ field: '', code: known.code }],
            } satisfies ApiErrorBody);
        }
        if (error instanceof SyntaxError) {
            return reply.status(400).send({
                statusCode: 400,
                message: 'Malformed JSON body',
                errors: [{ field: '', code: ErrorCode.invalid }],
            } satisfies ApiErrorBody);
        }
        const status =
            typeof error.statusCode === 'number' &&
            error.statusCode >= 400 &&
            error.statusCode < 500
                ? error.statusCode
                : 500;
        if (status === 500) {
            process.stderr.write(
                `${req.method} ${req.url} failed: ${error.stack ?? error.message}\n`
            );
        }
        return reply.status(status).send({
            statusCode: status,
            message: status === 500 ? 'Internal server error' : error.message,
        } satisfies ApiErrorBody);
    });
    app.setNotFoundHandler((req, reply) =>
        reply.status(404).send({
            statusCode: 404,
            message: `No API route ${req.method} ${req.url.split('?')[0]}`,
        } satisfies ApiErrorBody)
    );
}
