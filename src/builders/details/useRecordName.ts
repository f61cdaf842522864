import { useGetManyAggregate, type RaRecord } from 'react-admin';
import { findResource } from '@shared/declarations';
import { useRecordText } from '../useFieldText';

/**
 * A record's full name for a heading or a dialog: its representation,
 * preceded by the record it belongs to when the declaration names one
 * (`recordContext`: a reading by its sensor, "PZ-01 · 20/11/2026, 10:30";
 * a register by its form). The referenced record is fetched in the batch
 * react-admin already makes for a page of references (no request per row).
 */
export const useRecordName = (resource: string, record?: RaRecord) => {
    const definition = findResource(resource);
    const contextField = definition?.recordContext
        ? definition.fields.find(f => f.source === definition.recordContext)
        : undefined;
    const target = contextField?.reference ?? '';
    const id: unknown = contextField ? record?.[contextField.source] : null;
    const hasContext =
        Boolean(target) && (typeof id === 'number' || typeof id === 'string');
    const { data } = useGetManyAggregate(
        target,
        { ids: hasContext ? [id as number | string] : [] },
        { enabled: hasContext }
    );
    const own = useRecordText(resource)(record);
    const context = useRecordText(target)(data?.[0]);
    return hasContext && context && data?.[0] ? `${context} · ${own}` : own;
};
