/**
 * The day a list's search term names (`17/11/2026` as a pt-BR list shows
 * a reading's date), read in the order of the user's language, which the
 * SPA sends as `Accept-Language`, on the clock of the caller's company
 * (docs/numbers.md, "Searching by a date"). Only a list with a searched
 * date field asks the company's zone.
 */
import { DEFAULT_TIME_ZONE } from '@shared/domain/dateTime.ts';
import {
    dateOrderOfLanguage,
    readSearchDay,
    searchDayOf,
    type SearchDay,
} from '@shared/domain/searchDay.ts';
import type { Resource } from '@shared/declarations/index.ts';
import { isDayType } from '@shared/domain/fieldTypes.ts';
import type { Database } from '../db/index.ts';
import type { Access } from './access.ts';
import { companyTimeZone } from '../db/times.ts';

const searchesDays = (def: Resource) =>
    def.fields.some(f => f.search && isDayType(f.type));

export async function searchDayFor(
    db: Database,
    access: Access,
    acceptLanguage: string | undefined,
    term: string | undefined
): Promise<SearchDay | undefined> {
    if (!term || !searchesDays(access.def)) return undefined;
    const order = dateOrderOfLanguage(acceptLanguage);
    if (!readSearchDay(term, order)) return undefined;
    const zone =
        (await companyTimeZone(db, access.plant ?? access.caller.user)) ??
        DEFAULT_TIME_ZONE;
    return searchDayOf(term, order, zone) ?? undefined;
}
