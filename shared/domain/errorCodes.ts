/** The server's field error codes (spec section 5). The SPA maps each to a message. */
export const ErrorCode = {
    required: '01',
    notText: '02',
    invalid: '03',
    notNumber: '04',
    notBoolean: '05',
    notList: '06',
    inUse: '07',
    invalidSize: '08',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface FieldError {
    /** Dotted path of the field, e.g. `address.cep` or `steps.2.text`. */
    field: string;
    code: ErrorCodeValue;
    /** The declaration's rule that failed (`maxLength`, `cnpj`…), when one did. */
    rule?: string;
    /** The rule's limit, for a limit rule (`maxLength` 120). */
    bound?: number;
}

/** Body of every error the API answers (docs/api.md). */
export interface ApiErrorBody {
    statusCode: number;
    message: string;
    errors?: FieldError[];
}
