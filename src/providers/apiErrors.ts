/**
 * Turns the API's error body (`{ statusCode, message,
 * errors: [{ field, code }] }`, docs/api.md) into react-admin's HttpError, whose
 * `body.errors` react-admin puts under the matching inputs (server-side
 * validation). Messages are i18n keys, so they follow the current language.
 */
import { HttpError } from 'ra-core';
// Relative: the API tests typecheck this file with the server's config.
import type { ApiErrorBody, FieldError } from '@shared/domain/errorCodes';

/** i18n key of a field error code: `app.serverErrors.07` ("already in use"). */
export const fieldErrorKey = (code: string): string =>
    /^0[1-8]$/.test(code) ? `app.serverErrors.${code}` : 'app.serverErrors.03';

const statusKey = (status: number): string => {
    if (status === 400) return 'app.serverErrors.badRequest';
    if (status === 401) return 'app.serverErrors.unauthorized';
    if (status === 403) return 'app.serverErrors.forbidden';
    if (status === 404) return 'app.serverErrors.notFound';
    if (status >= 500) return 'app.serverErrors.server';
    return 'ra.notification.http_error';
};

const isFieldError = (value: unknown): value is FieldError =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).code === 'string';

/**
 * Rules whose message is a whole sentence naming no field, so the form can
 * show the rule's own words instead of its code's ("invalid size"): the
 * spec's bottom-menu limit, the refusal to remove the last administrator
 * (409, no field: the sentence is the error's message), and the refusals
 * of a photo upload: a quota reached (429, 413) or a full disk (507).
 */
const SENTENCE_RULES = new Set([
    'bottomMenuLimit',
    'lastAdministrator',
    'outranked',
    'notHeld',
    'photoQuotaAccountDay',
    'photoQuotaAccountTotal',
    'photoQuotaPlantDay',
    'photoQuotaPlantTotal',
    'photoStoreFull',
    'formChanged',
    'clientIdInUse',
]);

/**
 * Rules whose message names the field they refuse ("Only administrators
 * may change CNPJ"), with the rule's bound when it has one: a reading
 * beyond its sensor's valid range, and the note that must say why
 * (docs/numbers.md, "Plausibility").
 */
const FIELD_RULES = new Set([
    'adminOnly',
    'implausibleAbove',
    'implausibleBelow',
    'justifyImplausible',
]);

/**
 * How react-admin's `ValidationError` recognises a message with arguments
 * in a form error, which react-hook-form keeps as a string (ra-core's
 * `ValidationErrorSpecialFormatPrefix`, the format its own validators use).
 */
const WITH_ARGS = '@@react-admin@@';

/**
 * The label key of the input at `path` (`alertConfig.1.sensorType`: list
 * items are labelled without their position), translated with the message
 * (`fieldKey`, src/providers/i18nProvider.ts).
 */
const fieldKeyOf = (resource: string, path: string) =>
    `resources.${resource}.fields.${path.replace(/\.\d+(?=\.|$)/g, '')}`;

const messageKey = (error: FieldError, resource?: string): string => {
    if (error.rule && SENTENCE_RULES.has(error.rule))
        return `app.validation.${error.rule}`;
    // "Already in use" names what is in use, as the form's own messages
    // name their field ("CNPJ is already in use").
    const named =
        error.rule && FIELD_RULES.has(error.rule)
            ? `app.validation.${error.rule}`
            : error.code === '07'
              ? 'app.validation.inUse'
              : undefined;
    if (named && resource)
        return `${WITH_ARGS}${JSON.stringify({
            message: named,
            args: {
                fieldKey: fieldKeyOf(resource, error.field),
                ...(error.bound === undefined ? {} : { value: error.bound }),
            },
        })}`;
    return fieldErrorKey(error.code);
};

/**
 * `{ 'address.cep': 'app.serverErrors.03' }`: dotted paths reach nested
 * inputs. `resource` (the request's) lets a message name its field.
 */
export const toFormErrors = (
    errors: unknown,
    resource?: string
): Record<string, string> => {
    const result: Record<string, string> = {};
    if (!Array.isArray(errors)) return result;
    for (const error of errors) {
        if (isFieldError(error) && !(error.field in result)) {
            result[error.field] = messageKey(error, resource);
        }
    }
    return result;
};

/** The sentence of a field-less sentence rule, which says more than the status. */
const sentenceOf = (errors: unknown): string | undefined => {
    if (!Array.isArray(errors)) return undefined;
    const error = errors.find(
        e =>
            isFieldError(e) &&
            e.field === '' &&
            SENTENCE_RULES.has(e.rule ?? '')
    ) as FieldError | undefined;
    return error && messageKey(error);
};

/**
 * The i18n key of the sentence an error carries (an HttpError of
 * `toHttpError` whose body had a sentence rule), for a control that shows
 * it in place of its own "could not" message.
 */
export const sentenceKeyOf = (error: unknown): string | undefined => {
    if (!(error instanceof HttpError)) return undefined;
    const rule = /^app\.validation\.(\w+)$/.exec(error.message)?.[1];
    return rule && SENTENCE_RULES.has(rule) ? error.message : undefined;
};

export const toHttpError = (
    status: number,
    body: unknown,
    resource?: string
): HttpError => {
    const api = (
        typeof body === 'object' && body !== null ? body : {}
    ) as Partial<ApiErrorBody>;
    const errors = toFormErrors(api.errors, resource);
    const rules = Array.isArray(api.errors)
        ? api.errors.flatMap(e => (isFieldError(e) && e.rule ? [e.rule] : []))
        : [];
    return new HttpError(sentenceOf(api.errors) ?? statusKey(status), status, {
        ...api,
        errors: Object.keys(errors).length ? errors : undefined,
        // The rules the server named, for a caller that acts on one
        // (the field app's outbox: docs/field-app.md, "Sync rules").
        rules,
    });
};
