import { useCallback, useState } from 'react';

/**
 * The width of the chart's box, measured while the data is still loading
 * (the box holds the loading message then) and followed as it resizes.
 * Handed to the chart, it draws once when the data arrives: left to
 * measure itself, @mui/x-charts reads the size of its new SVG (a forced
 * layout) and draws everything a second time (docs/performance.md,
 * "Charts"). 0 until known (and where nothing is laid out, as in jsdom):
 * the chart then measures itself as before.
 */
export function useBoxWidth(): [
    (el: HTMLElement | null) => () => void,
    number,
] {
    const [width, setWidth] = useState(0);
    const ref = useCallback((el: HTMLElement | null) => {
        if (!el) return () => {};
        setWidth(Math.floor(el.getBoundingClientRect().width));
        if (typeof ResizeObserver === 'undefined') return () => {};
        const observer = new ResizeObserver(([entry]) => {
            if (entry) setWidth(Math.floor(entry.contentRect.width));
        });
        observer.observe(el);
        return () => observer.disconnect();
    }, []);
    return [ref, width];
}
