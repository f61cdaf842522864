/**
 * A generated list as a CSV file, loaded only when
 * "Export" is pressed (useResourceExporter): the list's columns, headed
 * as on screen, each value as the screen writes it (a reference by its
 * record's name, an option or a code by its translated word, masks
 * applied), except numbers and instants, which are written in the file's
 * conventions (src/csv: decimal commas and `;` in pt-BR, the plant's
 * clock with its offset) so that a spreadsheet reads them as such.
 */
import type {
    FetchRelatedRecords,
    Identifier,
    RaRecord,
    TranslateFunction,
} from 'react-admin';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';
import { csvConventions } from '@/csv/csvConventions';
import { csvDocument, type CsvValue } from '@/csv/csvDocument';
import { downloadCsv, fileDate, fileNamePart } from '@/csv/downloadCsv';
import { fieldTypeParts } from '../fieldTypes';
import { fieldLabelKey } from '../labelKeys';
import { fieldTextOf, recordTextOf } from '../useFieldText';

export interface ExportContext {
    translate: TranslateFunction;
    locale: string;
    dates: DateTimeFormats;
}

type Names = (id: unknown) => string;

/** Each reference column's names, one getMany per column (the whole export's ids). */
const referenceNames = async (
    columns: readonly FieldDefinition[],
    records: readonly RaRecord[],
    fetchRelated: FetchRelatedRecords,
    { translate, locale, dates }: ExportContext
) => {
    const names = new Map<string, Names>();
    for (const field of columns) {
        const reference = field.reference;
        if (!reference) continue;
        const related: Record<string, RaRecord> = await fetchRelated(
            [...records],
            field.source,
            reference
        );
        const name = recordTextOf(
            reference,
            fieldTextOf(reference, translate, locale, dates)
        );
        names.set(field.source, id =>
            related[String(id)]
                ? name(related[String(id)])
                : `#${String(id as Identifier)}`
        );
    }
    return names;
};

/** The CSV text of `records` as the list of `definition` shows them. */
export const resourceCsv = async (
    definition: ResourceDefinition,
    records: readonly RaRecord[],
    fetchRelated: FetchRelatedRecords,
    context: ExportContext
): Promise<string> => {
    const { translate, locale, dates } = context;
    const columns = definition.fields.filter(f => f.list);
    const text = fieldTextOf(definition.name, translate, locale, dates);
    const conventions = csvConventions(locale, dates.timeZone);
    const names = await referenceNames(columns, records, fetchRelated, context);
    const cell = (field: FieldDefinition, record: RaRecord): CsvValue => {
        const value: unknown = record[field.source];
        if (value === null || value === undefined || value === '') return '';
        // Each type writes its cell (src/builders/fieldTypes/).
        return fieldTypeParts(field.type).csv(value, field, {
            text: () => text(field, value, record),
            instant: conventions.instant,
            name: names.get(field.source) ?? (id => `#${String(id)}`),
        });
    };
    return csvDocument(
        conventions,
        columns.map(f => translate(fieldLabelKey(definition.name, f.source))),
        records.map(r => columns.map(f => cell(f, r)))
    );
};

/** The file's name: the list's name and the day, on the plant's calendar. */
export const exportFileName = (
    title: string,
    timeZone: string,
    now = Date.now()
) => `${fileNamePart(title)} ${fileDate(now, timeZone)}.csv`;

export const exportResource = async (
    definition: ResourceDefinition,
    records: readonly RaRecord[],
    fetchRelated: FetchRelatedRecords,
    context: ExportContext
) =>
    downloadCsv(
        await resourceCsv(definition, records, fetchRelated, context),
        exportFileName(
            context.translate(`resources.${definition.name}.name`, {
                smart_count: 2,
            }),
            context.dates.timeZone
        )
    );
