import { useNavigate } from 'react-router';
import { useSessionState, useSelectPlant } from '@/session/hooks';
import { PlantSwitcher } from '@/layout/shell/PlantSwitcher';
import { useFieldContext } from '../useFieldContext';

/**
 * The plant the user works in: switching it shows that plant's data and
 * goes to the first page of the bottom menu, as on the console (spec
 * section 2); disabled with one plant.
 */
export const FieldPlantSwitcher = () => {
    const { session, mobile } = useFieldContext();
    const state = useSessionState();
    const select = useSelectPlant({ stay: true });
    const navigate = useNavigate();
    const first = mobile.bottomMenu[0]?.url ?? mobile.pages[0]?.url;
    return (
        <PlantSwitcher
            subsidiaries={session.subsidiaries}
            size="medium"
            selectedId={state.status === 'ready' ? state.plantId : null}
            onSelect={id => {
                select(id);
                if (first) navigate(first);
            }}
        />
    );
};
