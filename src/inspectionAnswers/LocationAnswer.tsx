import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { parseLocation } from '@shared/domain/inspectionAnswers';
import {
    numberEntryText,
    plainDecimal,
    roundTo,
} from '@shared/domain/numberEntry';
import { NumberTextField } from '@/builders/form/NumberInputs';
import {
    isUnreadNumber,
    type StoredNumber,
    type UnreadNumber,
} from '@/builders/form/numberText';
import { retryImport } from '@/providers/retryImport';

const LocationMap = lazy(retryImport(() => import('./LocationMap')));

/** A location answer while one of its boxes holds no number: both boxes' values. */
type UnreadLocation = UnreadNumber & { parts: [StoredNumber, StoredNumber] };

interface LocationAnswerProps {
    field: string;
    /** "lat,lng", '' when not answered, or the boxes while one holds no number. */
    value: string | UnreadNumber;
    onChange: (value: string | UnreadNumber) => void;
    readOnly?: boolean;
    error?: ReactNode;
    helperText?: ReactNode;
    required?: boolean;
}

const partsOf = (value: unknown): [StoredNumber, StoredNumber] => {
    if (isUnreadNumber(value) && 'parts' in value)
        return (value as UnreadLocation).parts;
    const [lat = '', lng = ''] = (typeof value === 'string' ? value : '').split(
        ','
    );
    return [lat.trim(), lng.trim()];
};

/** The answer of the two boxes: "lat,lng" (a half-typed pair fails the rule), or what is unread. */
const answerOf = (
    parts: [StoredNumber, StoredNumber]
): string | UnreadNumber => {
    const unread = parts.find(isUnreadNumber);
    if (unread) {
        const both: UnreadLocation = {
            unread: parts
                .map(p => (isUnreadNumber(p) ? p.unread : String(p ?? '')))
                .join(' '),
            failure: unread.failure,
            parts,
        };
        return both;
    }
    const [lat, lng] = parts.map(p => String(p ?? ''));
    return lat === '' && lng === '' ? '' : `${lat},${lng}`;
};

const PLACEHOLDERS = [-23.55052, -46.633309];

/** A position's coordinate at 7 places (about 1 cm), as an answer holds it. */
const at7 = (v: number) => plainDecimal(roundTo(v, 7));

/**
 * A location answer: latitude and longitude typed in the user's language
 * (NumberTextField), or read from the device's position (what an
 * inspector on site does). The answer is "lat,lng" in plain decimals; a
 * half-typed pair is kept as typed so the rule can say so.
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
    const locale = useLocale();
    const [failed, setFailed] = useState(false);
    const [mapOpen, setMapOpen] = useState(false);
    const parts = partsOf(value);
    const set = (lat: StoredNumber, lng: StoredNumber) =>
        onChange(answerOf([lat, lng]));
    const box = (i: 0 | 1, label: string) => (
        <NumberTextField
            label={translate(label, { field })}
            value={parts[i]}
            onChange={v => set(i === 0 ? v : parts[0], i === 1 ? v : parts[1])}
            store="text"
            decimals={7}
            placeholder={numberEntryText(PLACEHOLDERS[i] ?? 0, locale, {
                decimals: 7,
                minimumDecimals: 7,
            })}
            readOnly={readOnly}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!error}
            disabled={readOnly}
            sx={{ minWidth: 220 }}
        />
    );
    const locate = () => {
        setFailed(false);
        if (!('geolocation' in navigator)) return setFailed(true);
        navigator.geolocation.getCurrentPosition(
            pos => set(at7(pos.coords.latitude), at7(pos.coords.longitude)),
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
                {box(0, 'app.inspection.register.latitude')}
                {box(1, 'app.inspection.register.longitude')}
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
                        point={
                            typeof value === 'string'
                                ? parseLocation(value)
                                : undefined
                        }
                        label={translate('app.inspection.register.map', {
                            field,
                        })}
                        onPick={(lat, lng) => set(at7(lat), at7(lng))}
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
