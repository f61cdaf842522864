/**
 * Map markers drawn by worst criticality: a distinct shape per level (and
 * one for "no reading"), a gateway's with a ring, and the level written
 * under it, so the map reads without colour. Built with DOM calls and
 * textContent, never from an HTML string.
 */
import L from 'leaflet';
import { MARKER_SHAPES, type MarkerLevel } from './markerShapes';

const SVG = 'http://www.w3.org/2000/svg';

export function markerElement(
    level: MarkerLevel,
    kind: 'sensor' | 'gateway',
    label: string
): HTMLElement {
    const root = document.createElement('div');
    root.className = 'plant-marker';
    root.dataset.level = level;
    root.dataset.kind = kind;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', '24');
    svg.setAttribute('height', '24');
    svg.setAttribute('aria-hidden', 'true');
    const shape = document.createElementNS(SVG, 'path');
    shape.setAttribute('d', MARKER_SHAPES[level].path);
    shape.setAttribute('fill', MARKER_SHAPES[level].color);
    shape.setAttribute('fill-rule', 'evenodd');
    shape.setAttribute('stroke', kind === 'gateway' ? '#000' : '#fff');
    shape.setAttribute('stroke-width', kind === 'gateway' ? '2.5' : '1.5');
    svg.appendChild(shape);
    const text = document.createElement('span');
    text.className = 'plant-marker-label';
    text.textContent = label;
    root.append(svg, text);
    return root;
}

export const markerIcon = (
    level: MarkerLevel,
    kind: 'sensor' | 'gateway',
    label: string
) =>
    L.divIcon({
        html: markerElement(level, kind, label),
        className: 'plant-marker-icon',
        iconSize: [24, 24],
        iconAnchor: [12, 12],
        popupAnchor: [0, -12],
    });

/**
 * The plant itself, drawn where its record places it when none of its
 * devices has a position (a new plant): the map shows where it is rather
 * than a blank square.
 */
export const plantIcon = (name: string) => {
    const root = document.createElement('div');
    root.className = 'plant-marker';
    root.dataset.kind = 'plant';
    const text = document.createElement('span');
    text.className = 'plant-marker-label';
    text.textContent = name;
    root.append(text);
    return L.divIcon({
        html: root,
        className: 'plant-marker-icon',
        iconSize: [24, 24],
        iconAnchor: [12, 12],
    });
};
