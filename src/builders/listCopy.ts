/**
 * The copy of a list page the app has drawn (src/earlyPage/snapshot.ts),
 * taken once its rows are painted, for the next visit's page before the
 * app (src/earlyPage/draw.ts): the page's markup without its data, the
 * rows' markup cell by cell, and the two requests the page starts with.
 *
 * A column's words are drawn before the app only where the inline
 * script's rules write exactly what the app wrote on every row of this
 * page (checked here); any other column's cells are left empty until the
 * app takes over. A reference's name is data: never copied.
 */
import type { RaRecord, TranslateFunction } from 'react-admin';
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';
import { optionLabelKey } from './labelKeys';
import type { FieldText } from './useFieldText';
import {
    cellText,
    valueKey,
    type CellTemplate,
    type CellText,
    type RowsTemplate,
} from '@/earlyPage/rows';
import type { PageSnapshot } from '@/earlyPage/snapshot';
import { toTree, type TreeNode } from '@/earlyPage/tree';
import { copyOf, isStale, type CopyInput } from './pageCopy';

/** How the inline script writes a field's value, or undefined when it does not. */
export const cellTextOf = (
    resource: string,
    field: FieldDefinition,
    translate: TranslateFunction
): CellText | undefined => {
    if (field.translatedCode) return undefined;
    switch (field.type) {
        case 'text':
        case 'longText':
        case 'email':
            return { kind: 'plain' };
        case 'phone':
        case 'cnpj':
        case 'cep':
        case 'devEui':
        case 'gatewayEui':
            return { kind: 'mask', mask: field.type };
        case 'integer':
        case 'decimal':
        case 'latitude':
        case 'longitude':
            return { kind: 'number', decimals: field.decimals ?? 6 };
        case 'date':
            return { kind: 'date' };
        case 'datetime':
            return { kind: 'dateTime' };
        case 'select':
        case 'multiSelect': {
            const labels: Record<string, string> = {};
            for (const v of field.options ?? [])
                labels[String(v)] = translate(
                    optionLabelKey(resource, field.source, field, v)
                );
            return {
                kind: 'option',
                labels,
                ...(field.type === 'multiSelect' ? { multi: true } : {}),
            };
        }
        default:
            return undefined;
    }
};

/** Cells drawn from their value: a yes/no icon, criticality chips. */
const drawnByValue = (field: FieldDefinition) =>
    field.type === 'boolean' ||
    ((field.type === 'select' || field.type === 'multiSelect') &&
        field.optionSet === 'criticality');

/** The first text `{}`-free string equal to `text`, replaced by the slot. */
const withSlot = (nodes: TreeNode[], text: string): TreeNode[] | undefined => {
    let found = false;
    const walk = (list: TreeNode[]): TreeNode[] =>
        list.map(node => {
            if (found) return node;
            if (typeof node === 'string') {
                if (node !== text) return node;
                found = true;
                return '{}';
            }
            return [node[0], node[1], walk(node[2])];
        });
    const out = walk(nodes);
    return found ? out : undefined;
};

/** A row's links to its record, with the record's id as `{id}`. */
const withIdSlot = (nodes: TreeNode[], id: string): TreeNode[] => {
    const segment = `/${encodeURIComponent(id)}`;
    return nodes.map(node => {
        if (typeof node === 'string') return node;
        const [tag, attrs, children] = node;
        const href = attrs.href;
        const next =
            href !== undefined
                ? {
                      ...attrs,
                      href: href.replace(
                          new RegExp(
                              `${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/|$)`
                          ),
                          '/{id}'
                      ),
                  }
                : attrs;
        return [tag, next, withIdSlot(children, id)];
    });
};

const attrsOf = (el: Element): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const name of ['class', 'style', 'role'])
        if (el.hasAttribute(name)) out[name] = el.getAttribute(name) ?? '';
    return out;
};

/** The cell of column `td`, from every row of the page. */
const cellTemplate = (
    resource: string,
    fields: FieldDefinition[],
    column: number,
    trs: Element[],
    records: RaRecord[],
    context: {
        text: FieldText;
        translate: TranslateFunction;
        locale: string;
        timeZone: string;
    }
): CellTemplate => {
    const cells = trs.map(tr => tr.children[column]).filter(Boolean);
    const first = cells[0];
    if (!first) return { td: {}, content: [] };
    const td = attrsOf(first);
    const source = /(?:^|\s)column-(\S+)/.exec(first.className)?.[1];
    const field = fields.find(f => f.source === source);
    if (!field) {
        // The row's actions: its links point at the row's record.
        const id = records[0]?.id;
        return {
            td,
            content:
                id === undefined ? [] : withIdSlot(toTree(first), String(id)),
        };
    }
    if (drawnByValue(field)) {
        const byValue: Record<string, TreeNode[]> = {};
        cells.forEach((cell, i) => {
            const key = valueKey(records[i]?.[field.source]);
            if (cell && !(key in byValue)) byValue[key] = toTree(cell);
        });
        return { td, source: field.source, content: [], byValue };
    }
    const kind = cellTextOf(resource, field, context.translate);
    if (!kind) return { td, source: field.source, content: [] };
    let content: TreeNode[] | undefined;
    for (const [i, record] of records.entries()) {
        const value = record[field.source];
        const shown = context.text(field, value, record);
        // The inline script must write what the app wrote, on every row.
        if (cellText(kind, value, context.locale, context.timeZone) !== shown)
            return { td, source: field.source, content: [] };
        const cell = cells[i];
        if (!content && shown && cell) content = withSlot(toTree(cell), shown);
    }
    return content
        ? { td, source: field.source, text: kind, content }
        : { td, source: field.source, content: [] };
};

export interface CaptureInput extends CopyInput {
    definition: ResourceDefinition;
    /** The page's records, in the order drawn. */
    records: RaRecord[];
    text: FieldText;
    translate: TranslateFunction;
}

const isRowsBody = (el: Element) =>
    el.tagName === 'TBODY' && el.closest('.RaList-content') !== null;

const isTools = (el: Element) => el.classList.contains('RaList-actions');

/** A list page's copy, or undefined when its table is not there. */
export const capturePage = (input: CaptureInput): PageSnapshot | undefined => {
    let rows: RowsTemplate | undefined;
    const { definition, records } = input;
    const fields = definition.fields.filter(f => f.list);
    const tree = toTree(input.root, {
        rows: el => {
            if (!isRowsBody(el)) return false;
            const trs = Array.from(el.children).filter(c => c.tagName === 'TR');
            const first = trs[0];
            if (!first || trs.length !== records.length) return true;
            rows = {
                rows: trs.slice(0, 2).map(attrsOf),
                cells: Array.from(first.children).map((_, column) =>
                    cellTemplate(
                        definition.name,
                        fields,
                        column,
                        trs,
                        records,
                        input
                    )
                ),
            };
            return true;
        },
        skip: isStale,
        hollow: isTools,
    });
    if (!rows) return undefined;
    return copyOf(
        input,
        tree,
        { kind: 'list', rows },
        rows.cells.flatMap(cell => [
            cell.content,
            ...Object.values(cell.byValue ?? {}),
        ])
    );
};
