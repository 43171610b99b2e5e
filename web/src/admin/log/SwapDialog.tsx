import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { LogItem } from '../../../../shared/schemas/music/log';
import type { SwapCandidate } from '../../../../shared/schemas/music/log-edits';
import { apiQuery } from '../../lib/api';
import { secondaryButton } from '../common/styles';
import { useLogEdit } from './useLogEdits';

const RULE: Record<string, string> = { artist: 'artista', title: 'título', album: 'álbum' };

/** Which separation rules a candidate keeps or breaks, in words. */
function ruleStatus(c: SwapCandidate): string {
  if (c.rules.length === 0) return 'Sin reglas de separación';
  return c.rules
    .map((r) =>
      r.keeps
        ? `${RULE[r.rule]}: cumple (${r.minutes} min)`
        : `${RULE[r.rule]}: a ${r.gapMin ?? 0} min de ${r.minutes}`,
    )
    .join(' · ');
}

/** «Cambiar»: the songs of the item's category, with the rules each would keep or break at that position. */
export function SwapDialog({ item }: { item: LogItem }) {
  const [open, setOpen] = useState(false);
  const candidates = useQuery({ ...apiQuery('log.candidates', { params: { id: item.id } }), enabled: open });
  const swap = useLogEdit(() => setOpen(false));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={secondaryButton} aria-label={`Cambiar «${item.title}»`}>
        Cambiar
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[95vw] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-1 text-lg font-semibold">Cambiar «{item.title}»</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-gray-600">
            Canciones de la misma categoría; primero las que cumplen todas las reglas de separación.
          </Dialog.Description>
          {candidates.isPending && <p>Cargando candidatas…</p>}
          {candidates.isError && <p role="alert">No se pudieron cargar las candidatas.</p>}
          <ul aria-label="Candidatas" className="divide-y divide-gray-100">
            {(candidates.data?.candidates ?? []).map((c) => (
              <li key={c.trackId} className="flex flex-wrap items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {c.title} — {c.artist}
                  </p>
                  <p className={`text-xs ${c.keepsAll ? 'text-green-700' : 'text-amber-700'}`}>{ruleStatus(c)}</p>
                </div>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={swap.isPending}
                  aria-label={`Elegir «${c.title}»`}
                  onClick={() => swap.mutate({ kind: 'swap', id: item.id, trackId: c.trackId })}
                >
                  Elegir
                </button>
              </li>
            ))}
          </ul>
          {candidates.data?.candidates.length === 0 && <p>No hay otras canciones en esta categoría.</p>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
