import { editorViews } from '@/builders/form/editorViews';
import { numberSteps, StepsInput } from './StepsInput';

/** An instruction: its steps in order, numbered by position. */
export const { Create: InstructionCreate, Edit: InstructionEdit } = editorViews(
    {
        custom: {
            steps: ({ readOnly }) => <StepsInput readOnly={readOnly} />,
        },
        prepare: numberSteps,
    }
);
