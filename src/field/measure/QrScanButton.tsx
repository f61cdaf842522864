import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

interface Detected {
    rawValue: string;
}
interface Detector {
    detect: (source: HTMLVideoElement) => Promise<Detected[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | undefined =>
    (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** Whether this browser reads QR codes itself (Chrome on Android does). */
export const canScanQr = (): boolean =>
    detectorClass() !== undefined &&
    typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * Reads the QR code on a sensor with the phone's camera, through the
 * browser's own barcode reader (no library: docs/field-app.md, "Taking a
 * reading"); where the browser has none the button is not drawn and the
 * DevEUI is typed.
 */
export const QrScanButton = ({
    onRead,
}: {
    onRead: (text: string) => void;
}) => {
    const translate = useTranslate();
    const titleId = useId();
    const [open, setOpen] = useState(false);
    const [failed, setFailed] = useState(false);
    const video = useRef<HTMLVideoElement>(null);
    useEffect(() => {
        const Detector = detectorClass();
        if (!open || !Detector) return undefined;
        let stream: MediaStream | undefined;
        let timer: number | undefined;
        let stopped = false;
        const detector = new Detector({ formats: ['qr_code'] });
        void navigator.mediaDevices
            .getUserMedia({ video: { facingMode: 'environment' } })
            .then(async s => {
                stream = s;
                if (stopped || !video.current) return;
                video.current.srcObject = s;
                await video.current.play();
                const tick = async () => {
                    if (stopped || !video.current) return;
                    const [code] = await detector
                        .detect(video.current)
                        .catch(() => []);
                    if (code?.rawValue) {
                        onRead(code.rawValue);
                        setOpen(false);
                        return;
                    }
                    timer = window.setTimeout(() => void tick(), 300);
                };
                void tick();
            })
            .catch(() => setFailed(true));
        return () => {
            stopped = true;
            window.clearTimeout(timer);
            stream?.getTracks().forEach(t => t.stop());
        };
    }, [open, onRead]);
    if (!canScanQr()) return null;
    return (
        <>
            <Button
                variant="outlined"
                startIcon={<QrCodeScanner />}
                sx={{ minHeight: 48 }}
                onClick={() => {
                    setFailed(false);
                    setOpen(true);
                }}
            >
                {translate('app.field.measure.scan')}
            </Button>
            <Dialog
                open={open}
                onClose={() => setOpen(false)}
                aria-labelledby={titleId}
                fullWidth
            >
                <DialogTitle id={titleId}>
                    {translate('app.field.measure.scan')}
                </DialogTitle>
                <DialogContent>
                    {failed ? (
                        <Typography color="error">
                            {translate('app.field.measure.cameraFailed')}
                        </Typography>
                    ) : (
                        <video
                            ref={video}
                            muted
                            playsInline
                            style={{ width: '100%' }}
                            aria-label={translate('app.field.measure.camera')}
                        />
                    )}
                </DialogContent>
                <DialogActions>
                    <Button
                        sx={{ minHeight: 48 }}
                        onClick={() => setOpen(false)}
                    >
                        {translate('ra.action.cancel')}
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
