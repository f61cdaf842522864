import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { retryImport } from '@/providers/retryImport';
import { useTranslate } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { FieldInput } from '@/builders/form/inputFor';
import { plantField } from './plantFields';

// Leaflet is loaded with the map, not with the plant's form.
const LocationMap = lazy(
    retryImport(() =>
        import('./LocationMap').then(m => ({ default: m.LocationMap }))
    )
);

/** The map is a convenience: if it cannot load, the form still works typed. */
const MapUnavailable = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.plant.map.unavailable')}
        </Typography>
    );
};

/**
 * The longitude's generated input followed by the map: the typed inputs
 * stay the keyboard path, the map the pointer's.
 */
export const LocationInput = ({ readOnly }: { readOnly: boolean }) => (
    <>
        <FieldInput
            resource="subsidiary"
            field={plantField('longitude')}
            source="longitude"
            labelPath="longitude"
            readOnly={readOnly}
            mode="edit"
        />
        <ErrorBoundary FallbackComponent={MapUnavailable}>
            <Suspense
                fallback={
                    <Skeleton variant="rectangular" height={300} width="100%" />
                }
            >
                <LocationMap readOnly={readOnly} />
            </Suspense>
        </ErrorBoundary>
    </>
);
