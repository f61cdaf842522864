/**
 * Keyboard order around a marker's popup. Leaflet puts popups in a pane
 * after every marker, so Tab from a marker whose popup Enter opened would
 * go to the next marker and reach the popup's link only after all of
 * them. Here Tab from that marker enters the popup, Tab past the popup's
 * last control closes it and continues with the marker after it
 * (Shift+Tab from its first goes back to the marker), and Escape closes
 * the popup and puts focus back on its marker.
 */
import type { LeafletEvent, Popup } from 'leaflet';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useMap } from 'react-leaflet';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex="0"]';

export function PopupKeyboard() {
    const map = useMap();
    const translate = useTranslate();
    // Leaflet names its close button in English.
    const closeLabel = translate('app.a11y.closePopup');
    useEffect(() => {
        let open: { popup: Popup; marker: HTMLElement } | undefined;
        const controls = () =>
            [
                ...(open?.popup
                    .getElement()
                    ?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
            ]
                // The content first, Leaflet's close button last.
                .sort(
                    (a, b) =>
                        Number(a.matches('.leaflet-popup-close-button')) -
                        Number(b.matches('.leaflet-popup-close-button'))
                );

        const onMarkerKey = (e: KeyboardEvent) => {
            if (e.key !== 'Tab' || e.shiftKey || !open) return;
            const [first] = controls();
            if (!first) return;
            e.preventDefault();
            first.focus();
        };
        const onPopupKey = (e: KeyboardEvent) => {
            if (!open) return;
            const { marker } = open;
            const list = controls();
            const at = list.indexOf(e.target as HTMLElement);
            if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                map.closePopup();
                marker.focus();
            } else if (e.key === 'Tab') {
                e.preventDefault();
                const next = e.shiftKey ? list[at - 1] : list[at + 1];
                if (next) next.focus();
                else if (e.shiftKey || at < 0) marker.focus();
                else {
                    // On to the next marker: this popup is done with.
                    nextAfter(marker)?.focus();
                    map.closePopup();
                }
            }
        };
        /** The focusable element after the marker in the page's order. */
        const nextAfter = (marker: HTMLElement) => {
            const all = [
                ...document.querySelectorAll<HTMLElement>(
                    'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'
                ),
            ].filter(
                el =>
                    !open?.popup.getElement()?.contains(el) &&
                    el.getClientRects().length > 0
            );
            return all[all.indexOf(marker) + 1];
        };
        const onOpen = (e: LeafletEvent & { popup: Popup }) => {
            const source = (
                e.popup as unknown as {
                    _source?: { getElement?: () => HTMLElement | undefined };
                }
            )._source;
            const marker = source?.getElement?.();
            if (!marker) return;
            open = { popup: e.popup, marker };
            e.popup
                .getElement()
                ?.querySelector('.leaflet-popup-close-button')
                ?.setAttribute('aria-label', closeLabel);
            marker.addEventListener('keydown', onMarkerKey);
            e.popup.getElement()?.addEventListener('keydown', onPopupKey);
        };
        const onClose = (e: LeafletEvent & { popup: Popup }) => {
            const was = open;
            if (!was || was.popup !== e.popup) return;
            // Closed from inside (its close button): back to the marker.
            const active = document.activeElement;
            if (
                !active ||
                active === document.body ||
                e.popup.getElement()?.contains(active)
            )
                was.marker.focus();
            was.marker.removeEventListener('keydown', onMarkerKey);
            e.popup.getElement()?.removeEventListener('keydown', onPopupKey);
            open = undefined;
        };
        map.on('popupopen', onOpen as never);
        map.on('popupclose', onClose as never);
        return () => {
            map.off('popupopen', onOpen as never);
            map.off('popupclose', onClose as never);
        };
    }, [map, closeLabel]);
    return null;
}
