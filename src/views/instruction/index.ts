import type { HandWrittenViews } from '@/builders/viewProps';
import { InstructionCreate, InstructionEdit } from './InstructionViews';

/** The views drawn by hand here, by resource and view (loaded as one chunk by src/routes/views.tsx). */
export const views = {
    instruction: { create: InstructionCreate, edit: InstructionEdit },
} satisfies HandWrittenViews;
