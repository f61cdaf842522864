import L from 'leaflet';

const SVG = 'http://www.w3.org/2000/svg';
const PIN =
    'M12 2C8.1 2 5 5.1 5 9c0 5.2 7 13 7 13s7-7.8 7-13c0-3.9-3.1-7-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z';

/**
 * The plant's marker, drawn in the page (Leaflet's default icon is an
 * image it would fetch from a path the build does not serve). Built with
 * DOM calls, never from an HTML string.
 */
export function pinIcon(): L.DivIcon {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', '32');
    svg.setAttribute('height', '32');
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', PIN);
    path.setAttribute('fill', '#1565c0');
    path.setAttribute('stroke', '#fff');
    path.setAttribute('stroke-width', '1.5');
    svg.appendChild(path);
    return L.divIcon({
        html: svg as unknown as HTMLElement,
        className: 'plant-location-pin',
        iconSize: [32, 32],
        iconAnchor: [16, 30],
    });
}
