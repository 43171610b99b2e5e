import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.js';
import type { Recording } from '../../../../shared/schemas/archive/recordings';

export interface EpisodeCut {
  startSec: number;
  endSec: number;
}
type CutForm = UseFormReturn<EpisodeCut & { title: string; description: string }>;

export const roundTenth = (s: number) => Math.round(s * 10) / 10;

/**
 * The recording's waveform with one region for the episode's in and out points: dragging the region writes the
 * two numbers into the form, and `moveRegion` / `markHere` move the region from the numbers or the playhead.
 */
export function useEpisodeWaveform(
  recording: Recording | undefined,
  peaks: { peaks: number[]; durationSec: number } | undefined,
  form: CutForm,
) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const region = useRef<Region | null>(null);

  useEffect(() => {
    if (!container.current || !recording || !peaks) return;
    const regions = RegionsPlugin.create();
    const ws = WaveSurfer.create({
      container: container.current,
      url: recording.audioUrl,
      peaks: [peaks.peaks],
      duration: peaks.durationSec,
      height: 96,
      waveColor: '#9ca3af',
      progressColor: '#1d4ed8',
      normalize: true,
      plugins: [regions],
    });
    const r = regions.addRegion({
      start: form.getValues('startSec'),
      end: form.getValues('endSec') || peaks.durationSec,
      color: 'rgba(29, 78, 216, 0.15)',
      drag: true,
      resize: true,
    });
    r.on('update-end', () => {
      form.setValue('startSec', roundTenth(r.start), { shouldValidate: true });
      form.setValue('endSec', roundTenth(r.end), { shouldValidate: true });
    });
    surfer.current = ws;
    region.current = r;
    return () => {
      ws.destroy();
      surfer.current = null;
      region.current = null;
    };
  }, [recording, peaks, form]);

  // Typed numbers move the region too.
  const moveRegion = () => {
    const { startSec, endSec } = form.getValues();
    if (Number.isFinite(startSec) && Number.isFinite(endSec) && endSec > startSec)
      region.current?.setOptions({ start: startSec, end: endSec });
  };
  const markHere = (field: keyof EpisodeCut) => {
    if (!surfer.current) return;
    form.setValue(field, roundTenth(surfer.current.getCurrentTime()), { shouldValidate: true });
    moveRegion();
  };
  return {
    container,
    moveRegion,
    markHere,
    playPause: () => surfer.current?.playPause(),
    playRegion: () => region.current?.play(),
  };
}
