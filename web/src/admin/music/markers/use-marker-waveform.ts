import { useEffect, useRef } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.js';
import type { SegueMarkerField, SegueMarkerValues } from '../../../../../shared/schemas/library/segue-markers';

export const MARKERS: ReadonlyArray<{ field: SegueMarkerField; label: string; color: string }> = [
  { field: 'cueIn', label: 'Inicio', color: '#15803d' },
  { field: 'introSec', label: 'Fin de la intro', color: '#b45309' },
  { field: 'nextStartSec', label: 'Entrada de la siguiente', color: '#7c3aed' },
  { field: 'cueOut', label: 'Final', color: '#b91c1c' },
];

export const roundTenth = (s: number) => Math.round(s * 10) / 10;

/**
 * The song's waveform (peaks from the station) with one draggable marker per segue point that is set: dragging one
 * reports its new place; `playFrom` plays the song from a point.
 */
export function useMarkerWaveform(
  audioUrl: string,
  peaks: { peaks: number[]; durationSec: number } | undefined,
  markers: SegueMarkerValues,
  onMove: (field: SegueMarkerField, seconds: number) => void,
) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const regions = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    if (!container.current || !peaks) return;
    const plugin = RegionsPlugin.create();
    const ws = WaveSurfer.create({
      container: container.current,
      url: audioUrl,
      peaks: [peaks.peaks],
      duration: peaks.durationSec,
      height: 96,
      waveColor: '#9ca3af',
      progressColor: '#1d4ed8',
      normalize: true,
      plugins: [plugin],
    });
    plugin.on('region-updated', (region: Region) =>
      moved.current(region.id as SegueMarkerField, roundTenth(region.start)),
    );
    surfer.current = ws;
    regions.current = plugin;
    return () => {
      ws.destroy();
      surfer.current = null;
      regions.current = null;
    };
  }, [audioUrl, peaks]);

  // The markers drawn follow the values (a typed number, a cleared marker, a drag already reported).
  useEffect(() => {
    const plugin = regions.current;
    if (!plugin) return;
    plugin.clearRegions();
    for (const { field, label, color } of MARKERS) {
      const at = markers[field];
      if (at !== null) plugin.addRegion({ id: field, start: at, content: label, color, drag: true, resize: false });
    }
  }, [markers, peaks]);

  return {
    container,
    playFrom(seconds: number) {
      const ws = surfer.current;
      if (!ws) return;
      ws.setTime(seconds);
      void ws.play();
    },
    pause: () => surfer.current?.pause(),
  };
}
