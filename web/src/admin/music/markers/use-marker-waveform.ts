import { useEffect, useRef, useState } from 'react';
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
 * Where a marker stands: its value, or for the song's start and end (unset: the file's own edges) those edges.
 * The intro and the next start exist only when set: none is a song without a talk-over window, or a cold end.
 */
export function markerAt(field: SegueMarkerField, markers: SegueMarkerValues, durationSec: number): number | null {
  const at = markers[field];
  if (at !== null) return at;
  if (field === 'cueIn') return 0;
  if (field === 'cueOut') return durationSec;
  return null;
}

/**
 * The song's waveform (peaks from the station) with one draggable marker per segue point: dragging one reports its
 * new place; `playFrom` plays the song from a point through `media`, the page's own audio element.
 */
export function useMarkerWaveform(
  audioUrl: string,
  peaks: { peaks: number[]; durationSec: number } | undefined,
  markers: SegueMarkerValues,
  onMove: (field: SegueMarkerField, seconds: number) => void,
) {
  const container = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLAudioElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const regions = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  // Regions added before the waveform knows its duration are clamped to 0 s: they are drawn once it does.
  const [ready, setReady] = useState(false);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    const audio = media.current;
    if (!container.current || !audio || !peaks) return;
    const plugin = RegionsPlugin.create();
    const ws = WaveSurfer.create({
      container: container.current,
      media: audio,
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
    // Drawn when both the peaks and the browser's own length of the file are known: the plugin places markers by
    // the one and hides those past the other, and an MP3's two lengths differ by some hundredths.
    const markReady = () => {
      if (ws.getDecodedData() && audio.readyState >= HTMLMediaElement.HAVE_METADATA) setReady(true);
    };
    ws.on('ready', markReady);
    audio.addEventListener('loadedmetadata', markReady);
    surfer.current = ws;
    regions.current = plugin;
    return () => {
      setReady(false);
      audio.removeEventListener('loadedmetadata', markReady);
      ws.destroy();
      surfer.current = null;
      regions.current = null;
    };
  }, [audioUrl, peaks]);

  // The markers drawn follow the values (a typed number, a cleared marker, a drag already reported).
  useEffect(() => {
    const plugin = regions.current;
    const drawn = surfer.current?.getDuration();
    if (!plugin || !drawn || !ready || !peaks) return;
    plugin.clearRegions();
    // The regions plugin leaves out a marker standing on the right edge: the song's end is drawn just inside it.
    const lastDrawn = drawn * 0.998;
    for (const { field, label, color } of MARKERS) {
      const at = markerAt(field, markers, peaks.durationSec);
      if (at === null) continue;
      plugin.addRegion({ id: field, start: Math.min(at, lastDrawn), content: label, color, drag: true, resize: false });
    }
  }, [markers, peaks, ready]);

  return {
    container,
    media,
    playFrom(seconds: number) {
      const ws = surfer.current;
      if (!ws) return;
      ws.setTime(seconds);
      void ws.play();
    },
    pause: () => surfer.current?.pause(),
  };
}
