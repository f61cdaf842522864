/**
 * Hides the marker labels that would overlap (`visibleLabels`), again after
 * every zoom and whenever the markers change. A hidden label stays in the
 * DOM with `data-hidden`, so the marker's shape keeps its place.
 */
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { type Box, visibleLabels } from './declutter';

const box = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
};

export function DeclutterLabels({
    marker,
    shape,
    label,
    version,
}: {
    /** Selectors of a marker's root, its shape and its label. */
    marker: string;
    shape: string;
    label: string;
    /** Changes when the markers do (their count and levels). */
    version: string;
}) {
    const map = useMap();
    useEffect(() => {
        const run = () => {
            const roots = [
                ...map.getContainer().querySelectorAll<HTMLElement>(marker),
            ].filter(r => r.querySelector(shape) && r.querySelector(label));
            const labels = roots.map(r => r.querySelector<HTMLElement>(label)!);
            // Measured shown: a hidden label's box is still its size.
            const shown = visibleLabels(
                roots.map((r, i) => ({
                    shape: box(r.querySelector(shape)!),
                    label: box(labels[i]!),
                }))
            );
            labels.forEach((l, i) => {
                if (shown[i]) delete l.dataset.hidden;
                else l.dataset.hidden = 'true';
            });
        };
        // After React has put the markers' icons in place.
        const frame = requestAnimationFrame(run);
        map.on('zoomend moveend resize', run);
        return () => {
            cancelAnimationFrame(frame);
            map.off('zoomend moveend resize', run);
        };
    }, [map, marker, shape, label, version]);
    return null;
}
