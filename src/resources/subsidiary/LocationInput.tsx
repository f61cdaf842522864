import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { FieldInput } from '@/builders/inputFor';
import { plantField } from './plantFields';

// Leaflet is loaded with the map, not with the plant's form.
const LocationMap = lazy(() =>
    import('./LocationMap').then(m => ({ default: m.LocationMap }))
);

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
        <Suspense
            fallback={
                <Skeleton variant="rectangular" height={300} width="100%" />
            }
        >
            <LocationMap readOnly={readOnly} />
        </Suspense>
    </>
);
