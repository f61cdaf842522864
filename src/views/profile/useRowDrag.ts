import { useState } from 'react';

/**
 * Drag and drop among a module's granted pages: the row props that let a
 * row be dragged onto another's place. The arrow buttons do the same by
 * keyboard (MenuOrderCell).
 */
export function useRowDrag(
    enabled: boolean,
    move: (from: number, to: number) => void
): (index: number) => Record<string, unknown> {
    const [dragged, setDragged] = useState<number | null>(null);
    return index =>
        enabled
            ? {
                  draggable: true,
                  onDragStart: () => setDragged(index),
                  onDragEnd: () => setDragged(null),
                  onDragOver: (e: { preventDefault: () => void }) => {
                      if (dragged !== null) e.preventDefault();
                  },
                  onDrop: () => {
                      if (dragged !== null) move(dragged, index);
                      setDragged(null);
                  },
              }
            : {};
}
