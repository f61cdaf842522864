/**
 * Every field type's module (docs/structure.md, "Field types"): a type of
 * shared/domain/fieldTypes.ts without its line here is a compile error.
 * Only this registry imports the modules.
 */
import type { FieldType } from '@shared/domain/fields';
import { boolean } from './choice/boolean';
import { multiSelect } from './choice/multiSelect';
import { select } from './choice/select';
import { list } from './group/list';
import { object } from './group/object';
import { decimal } from './number/decimal';
import { integer } from './number/integer';
import { latitude } from './number/latitude';
import { longitude } from './number/longitude';
import {
    DEFAULT_PARTS,
    type FieldTypeModule,
    type FieldTypeParts,
} from './parts';
import { reference } from './reference/reference';
import { references } from './reference/references';
import { cep } from './text/cep';
import { cnpj } from './text/cnpj';
import { devEui } from './text/devEui';
import { email } from './text/email';
import { gatewayEui } from './text/gatewayEui';
import { longText } from './text/longText';
import { phone } from './text/phone';
import { text } from './text/text';
import { date } from './time/date';
import { datetime } from './time/datetime';

export const FIELD_TYPE_MODULES = {
    text,
    longText,
    email,
    phone,
    cnpj,
    cep,
    devEui,
    gatewayEui,
    integer,
    decimal,
    latitude,
    longitude,
    boolean,
    date,
    datetime,
    select,
    multiSelect,
    reference,
    references,
    object,
    list,
} satisfies Record<FieldType, FieldTypeModule>;

const PARTS = Object.fromEntries(
    Object.entries(FIELD_TYPE_MODULES).map(([type, module]) => [
        type,
        { ...DEFAULT_PARTS, ...module },
    ])
) as Record<FieldType, FieldTypeParts>;

/** A type's parts: its module's, else the default's. */
export const fieldTypeParts = (type: FieldType): FieldTypeParts => PARTS[type];
