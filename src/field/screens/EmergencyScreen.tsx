import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { DataAge } from '../DataAge';
import { FieldSection } from '../FieldSection';
import { useKit } from '../usePlantData';

/**
 * The plant's emergency instructions by criticality, each with its steps
 * in order: kept on the device, readable at the dam without a network.
 */
export const EmergencyScreen = () => {
    const translate = useTranslate();
    const kit = useKit();
    if (kit.isPending)
        return <LinearProgress aria-label={translate('ra.page.loading')} />;
    if (!kit.data)
        return <Alert severity="error">{translate('app.field.noCopy')}</Alert>;
    const instructions = kit.data.data.instructions;
    return (
        <>
            <DataAge
                savedAt={kit.data.savedAt}
                fromDevice={kit.data.fromDevice}
            />
            {instructions.length === 0 && (
                <Typography>{translate('app.field.emergency.none')}</Typography>
            )}
            {instructions.map(i => (
                <FieldSection key={i.id} title={i.title}>
                    <CriticalityChip value={i.criticality} />
                    <ol>
                        {[...i.steps]
                            .sort((a, b) => a.order - b.order)
                            .map(s => (
                                <li key={s.order}>
                                    <Typography>{s.text}</Typography>
                                </li>
                            ))}
                    </ol>
                </FieldSection>
            ))}
        </>
    );
};
