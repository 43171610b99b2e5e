import { Plus } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { useState } from 'react';
import { primaryButton, tabListClass, tabTriggerClass } from '../common/styles';
import { EpisodeFromRecording } from './EpisodeFromRecording';
import { EpisodeUpload } from './EpisodeUpload';

/** "Nuevo episodio": cut from a recorded show, or upload a file. */
export function NewEpisodeDialog({ podcastId, podcastTitle }: { podcastId: number; podcastTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={primaryButton} aria-label={`Nuevo episodio de ${podcastTitle}`}>
        <Plus aria-hidden className="h-4 w-4" />
        Nuevo episodio
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[95vw] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-4 text-lg font-semibold">Nuevo episodio de «{podcastTitle}»</Dialog.Title>
          <Dialog.Description className="sr-only">
            Recorta un programa grabado o sube un archivo de audio.
          </Dialog.Description>
          <Tabs.Root defaultValue="recording">
            <Tabs.List aria-label="Origen del episodio" className={tabListClass}>
              <Tabs.Trigger value="recording" className={tabTriggerClass}>
                Desde una grabación
              </Tabs.Trigger>
              <Tabs.Trigger value="upload" className={tabTriggerClass}>
                Subir archivo
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="recording">
              <EpisodeFromRecording podcastId={podcastId} onDone={() => setOpen(false)} />
            </Tabs.Content>
            <Tabs.Content value="upload">
              <EpisodeUpload podcastId={podcastId} onDone={() => setOpen(false)} />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
