/**
 * A list's rows drawn by the HTML's inline script from the page's fresh
 * data (issue #31, point 1; docs/performance.md, "The page before the
 * app"), with the cells' markup the app drew last time: a cell's words
 * are written here with the same rules as the app's (src/builders/
 * useFieldText.ts: masks, numbers and dates in the user's language and
 * clock, option names), so the rows read the same before and after the
 * app takes the page over (tests/unit/earlyPage/rows.spec.ts compares
 * them field type by field type).
 */
import { dateTimeFormats } from '@shared/domain/dateTime';
import { numberFormat } from '@shared/domain/numberFormat';
import { MASKS, type MaskName } from '@/masks/masks';
import { fromTree, type TreeNode } from './tree';

/** How a cell's value becomes its words. */
export type CellText =
    | { kind: 'plain' }
    | { kind: 'mask'; mask: MaskName }
    | { kind: 'number'; decimals: number }
    | { kind: 'date' }
    | { kind: 'dateTime' }
    | { kind: 'option'; labels: Record<string, string>; multi?: boolean };

export interface CellTemplate {
    /** The cell's own attributes. */
    td: Record<string, string>;
    /** The record's field the cell shows. */
    source?: string;
    /** With `text`: the cell's markup, its words at the text `{}`. */
    text?: CellText;
    /** The cell's markup (a link's `{id}` is the row's record). */
    content: TreeNode[];
    /** A cell drawn from its value (a chip, a yes/no icon): markup by value. */
    byValue?: Record<string, TreeNode[]>;
}

export interface RowsTemplate {
    /** The rows' attributes, taken in turn (a table may stripe its rows). */
    rows: Record<string, string>[];
    cells: CellTemplate[];
}

type Row = Record<string, unknown>;

const hasOwn = (o: object, k: string) =>
    Object.prototype.hasOwnProperty.call(o, k);

/** The key of a value in `byValue`. */
export const valueKey = (value: unknown): string =>
    typeof value === 'string' ? value : JSON.stringify(value ?? null);

/** A value's words (the app's `fieldTextOf` for the same field). */
export const cellText = (
    text: CellText,
    value: unknown,
    locale: string,
    timeZone: string
): string => {
    if (value === null || value === undefined || value === '') return '';
    switch (text.kind) {
        case 'plain':
            return String(value);
        case 'mask':
            return typeof value === 'string' && hasOwn(MASKS, text.mask)
                ? MASKS[text.mask].format(value)
                : '';
        case 'number':
            return typeof value === 'number'
                ? numberFormat(locale, text.decimals).format(value)
                : String(value);
        case 'date':
            return dateTimeFormats(locale, timeZone).date(String(value));
        case 'dateTime':
            return dateTimeFormats(locale, timeZone).dateTime(String(value));
        case 'option': {
            const label = (v: unknown) =>
                (typeof v === 'string' || typeof v === 'number') &&
                hasOwn(text.labels, String(v))
                    ? (text.labels[String(v)] ?? '')
                    : '';
            if (!text.multi) return label(value);
            return Array.isArray(value) ? value.map(label).join(', ') : '';
        }
    }
};

/** Draws the records' rows into a table body. */
export const drawRows = (
    doc: Document,
    body: Element,
    template: RowsTemplate,
    records: Row[],
    locale: string,
    timeZone: string
): void => {
    records.forEach((record, i) => {
        const tr = doc.createElement('tr');
        const attrs = template.rows[i % Math.max(template.rows.length, 1)];
        for (const [name, value] of Object.entries(attrs ?? {}))
            if (name === 'class' || name === 'role')
                tr.setAttribute(name, value);
        const id = String(record.id ?? '');
        for (const cell of template.cells) {
            const td = doc.createElement('td');
            for (const [name, value] of Object.entries(cell.td))
                if (name === 'class' || name === 'style')
                    td.setAttribute(name, value);
            const value = cell.source ? record[cell.source] : undefined;
            if (cell.byValue) {
                const key = valueKey(value);
                const content = hasOwn(cell.byValue, key)
                    ? cell.byValue[key]
                    : undefined;
                fromTree(doc, td, content ?? [], { id });
            } else {
                const text = cell.text
                    ? cellText(cell.text, value, locale, timeZone)
                    : undefined;
                fromTree(doc, td, cell.content, { text, id });
            }
            tr.appendChild(td);
        }
        body.appendChild(tr);
    });
};
