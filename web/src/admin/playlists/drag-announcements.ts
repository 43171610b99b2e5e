import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** dnd-kit speaks English by default; the admin area is Spanish, screen-reader messages included. */
export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover una canción, pulsa Espacio o Intro. Usa las flechas arriba y abajo para cambiarla de posición, Espacio o Intro para soltarla y Escape para cancelar.',
};

/** Announcements that name the song and its position in the list (1-based, as the rows show it). */
export function dragAnnouncements(titleOf: (id: number) => string, positionOf: (id: number) => number): Announcements {
  const name = (id: string | number) => titleOf(Number(id));
  const at = (id: string | number) => positionOf(Number(id)) + 1;
  // dnd-kit reports the picked-up row as "over" itself right after the pick-up; announcing that would
  // cut off the pick-up message, so only a real change of place is spoken.
  let lastOver: string | number | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Has cogido ${name(active.id)}, en la posición ${at(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOver) return undefined;
      lastOver = over?.id;
      return over
        ? `${name(active.id)} pasaría a la posición ${at(over.id)}.`
        : `${name(active.id)} está fuera de la lista.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `Has soltado ${name(active.id)} en la posición ${at(over.id)}.` : `Has soltado ${name(active.id)}.`,
    onDragCancel: ({ active }) => `Movimiento cancelado: ${name(active.id)} vuelve a su posición.`,
  };
}
