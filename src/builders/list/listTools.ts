import { RecordText } from '../details/RecordText';
import type { ListTools } from '../fieldTypes/parts';
import { referenceFilters } from './referenceFilter/referenceFilters';

/** What the list hands the types' cells and filters (src/builders/fieldTypes/parts.ts). */
export const LIST_TOOLS: ListTools = { RecordText, referenceFilters };
