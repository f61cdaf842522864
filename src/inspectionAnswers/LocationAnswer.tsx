import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { retryImport } from '@/providers/retryImport';
import { parseLocation } from '@shared/domain/inspectionAnswers';

const LocationMap = lazy(retryImport(() => import('./LocationMap')));
import { useTranslate } from 'react-admin';

interface LocationAnswerProps {
    field: string;
    /** "lat,lng", or '' when not answered. */
    value: string;
    onChange: (value: string) => void;
    readOnly?: boolean;
    error?: ReactNode;
    helperText?: ReactNode;
    required?: boolean;
}

const split = (value: string): [string, string] => {
    const [lat = '', lng = ''] = value.split(',');
    return [lat.trim(), lng.trim()];
};

/**
 * A location answer: latitude and longitude typed, or read from the
 * device's position (what an inspector on site does). The answer is
 * "lat,lng"; a half-typed pair is kept as typed so the rule can say so.
 */
export const LocationAnswer = ({
    field,
    value,
    onChange,
    readOnly,
    error,
    helperText,
    required,
}: LocationAnswerProps) => {
    const translate = useTranslate();
    const [typed, setTyped] = useState<[string, string]>();
    const [failed, setFailed] = useState(false);
    const [mapOpen, setMapOpen] = useState(false);
    const join = (lat: string, lng: string) =>
        lat === '' && lng === '' ? '' : `${lat},${lng}`;
    // What was typed while it is still the answer; the answer otherwise (a reset, a record loaded).
    const pair = typed && join(...typed) === value ? typed : split(value);
    const set = (lat: string, lng: string) => {
        setTyped([lat, lng]);
        onChange(join(lat, lng));
    };
    const locate = () => {
        setFailed(false);
        if (!('geolocation' in navigator)) return setFailed(true);
        navigator.geolocation.getCurrentPosition(
            pos =>
                set(
                    pos.coords.latitude.toFixed(7),
                    pos.coords.longitude.toFixed(7)
                ),
            () => setFailed(true),
            { enableHighAccuracy: true, timeout: 15_000 }
        );
    };
    return (
        <Stack spacing={1} sx={{ mb: 2 }}>
            <Typography variant="body2" color="text.secondary">
                {field}
                {required ? ' *' : ''}
            </Typography>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                <TextField
                    label={translate('app.inspection.register.latitude', {
                        field,
                    })}
                    value={pair[0]}
                    placeholder="-23.5505200"
                    onChange={e => set(e.target.value, pair[1])}
                    slotProps={{
                        htmlInput: { readOnly, inputMode: 'decimal' },
                        inputLabel: { shrink: true },
                    }}
                    error={!!error}
                    disabled={readOnly}
                    sx={{ minWidth: 220 }}
                />
                <TextField
                    label={translate('app.inspection.register.longitude', {
                        field,
                    })}
                    value={pair[1]}
                    placeholder="-46.6333090"
                    onChange={e => set(pair[0], e.target.value)}
                    slotProps={{
                        htmlInput: { readOnly, inputMode: 'decimal' },
                        inputLabel: { shrink: true },
                    }}
                    error={!!error}
                    disabled={readOnly}
                    sx={{ minWidth: 220 }}
                />
                {!readOnly && (
                    <Button variant="outlined" onClick={locate}>
                        {translate('app.inspection.register.myPosition', {
                            field,
                        })}
                    </Button>
                )}
                {!readOnly && (
                    <Button
                        aria-expanded={mapOpen}
                        onClick={() => setMapOpen(o => !o)}
                    >
                        {translate(
                            mapOpen
                                ? 'app.inspection.register.hideMap'
                                : 'app.inspection.register.pickOnMap',
                            { field }
                        )}
                    </Button>
                )}
            </Stack>
            {mapOpen && !readOnly && (
                <Suspense fallback={null}>
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.inspection.register.mapHelp')}
                    </Typography>
                    <LocationMap
                        point={parseLocation(value)}
                        label={translate('app.inspection.register.map', {
                            field,
                        })}
                        onPick={(lat, lng) =>
                            set(lat.toFixed(7), lng.toFixed(7))
                        }
                    />
                </Suspense>
            )}
            {(error || failed || helperText) && (
                <FormHelperText error={!!error || failed}>
                    {error ??
                        (failed
                            ? translate(
                                  'app.inspection.register.positionFailed'
                              )
                            : helperText)}
                </FormHelperText>
            )}
        </Stack>
    );
};
