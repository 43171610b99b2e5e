import { Mic, Square } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import type { MyLogItem } from '../../../../shared/schemas/estudio/voice-tracks';
import { primaryButton, secondaryButton } from '../../admin/common/styles';
import { toast } from '../../stores/toasts';
import { decodeTake } from './take-audio';
import { TakeEditor } from './TakeEditor';
import { TalkOverCue } from './TalkOverCue';
import { useMicRecorder } from './use-mic-recorder';

/**
 * Records a link between two items: the page plays the end of the song before while the microphone records and
 * marks the talk-over window of the song after; then the take is trimmed, its overlaps set, heard and saved (or a
 * file from a home studio is used instead). The station levels it to its loudness target.
 */
export function LinkRecorder({
  before,
  after,
  hourStart,
  onSaved,
}: {
  before: MyLogItem;
  after: MyLogItem;
  hourStart: string;
  onSaved(): void;
}) {
  const [open, setOpen] = useState(false);
  const [take, setTake] = useState<AudioBuffer | null>(null);
  const tail = useRef<HTMLAudioElement>(null);
  const mic = useMicRecorder();
  const outroSec = before.outroSec ?? 0;
  const introSec = after.introSec ?? 0;

  const useTake = async (blob: Blob) => {
    try {
      setTake(await decodeTake(blob));
    } catch {
      toast({ title: 'Error', description: 'Ese audio no se puede leer.', variant: 'destructive' });
    }
  };
  const record = () => {
    setTake(null);
    const audio = tail.current;
    if (audio && before.audioUrl) {
      audio.currentTime = (before.cueInSec ?? 0) + Math.max(0, (before.durationSec ?? 0) - Math.max(outroSec, 3));
      void audio.play().catch(() => undefined);
    }
    void mic.start((blob) => void useTake(blob));
  };
  const stop = () => {
    tail.current?.pause();
    mic.stop();
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={secondaryButton}>
        <Mic aria-hidden className="h-4 w-4" />
        Grabar enlace
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[95vh] w-[95vw] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-y-auto rounded-lg bg-white p-4 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            Enlace entre «{before.title}» y «{after.title}»
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">
            Al grabar suena el final de «{before.title}»; puedes hablar sobre sus últimos {outroSec.toFixed(0)} s y
            sobre los primeros {introSec.toFixed(0)} s de «{after.title}». La emisora ajusta el volumen del enlace al de
            la programación.
          </Dialog.Description>
          {/* biome-ignore lint/a11y/useMediaCaption: the song's end, heard as a cue; it has no words to caption */}
          <audio ref={tail} src={before.audioUrl} preload="auto" />
          <div className="flex flex-wrap gap-2">
            {mic.recording ? (
              <button type="button" className={primaryButton} onClick={stop}>
                <Square aria-hidden className="h-4 w-4" />
                Parar
              </button>
            ) : (
              <button type="button" className={primaryButton} onClick={record}>
                <Mic aria-hidden className="h-4 w-4" />
                {take ? 'Volver a grabar' : 'Grabar'}
              </button>
            )}
            <label className={`${secondaryButton} cursor-pointer`}>
              Subir un archivo
              <input
                type="file"
                accept="audio/*"
                className="sr-only"
                onChange={(e) => e.target.files?.[0] && void useTake(e.target.files[0])}
              />
            </label>
          </div>
          {mic.recording && (
            <TalkOverCue
              outroSec={outroSec}
              introSec={introSec}
              before={before.title ?? ''}
              after={after.title ?? ''}
            />
          )}
          {mic.error && (
            <p role="alert" className="text-sm text-red-700">
              {mic.error}
            </p>
          )}
          {take && (
            <TakeEditor
              key={take.length}
              {...{ take, before, after, hourStart }}
              onSaved={() => {
                setOpen(false);
                setTake(null);
                onSaved();
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
