import { useRecordContext } from 'react-admin';
import { useRecordText } from '../useFieldText';

/** A referenced record as people name it (its date, its translated code, its masked CNPJ). */
export const RecordText = ({ resource }: { resource: string }) => {
    const record = useRecordContext();
    const text = useRecordText(resource);
    return text(record);
};
