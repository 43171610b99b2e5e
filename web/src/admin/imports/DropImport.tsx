import { useState } from 'react';
import { api } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { useImportActions } from './useImports';
import { plural } from '../../../../shared/text/plural';

/** Two files travel at once: enough to keep the link busy without queuing dozens of requests in the browser. */
const PARALLEL_UPLOADS = 2;

/**
 * Many files dropped in the browser (or chosen with the file picker): one import job on the station, each file sent
 * in its own request so a big drop never becomes one huge upload; the station checks and adds them in the background.
 */
export function DropImport() {
  const { refresh } = useImportActions();
  const [sending, setSending] = useState<{ sent: number; total: number } | null>(null);
  const [over, setOver] = useState(false);

  async function send(files: File[]) {
    if (files.length === 0 || sending) return;
    const job = await api('imports.uploads');
    refresh();
    let sent = 0;
    let failed = 0;
    setSending({ sent, total: files.length });
    const queue = [...files];
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const form = new FormData();
        form.append('audioFile', file, file.name);
        await api('imports.files', { params: { id: job.id }, body: form }).catch(() => {
          failed++;
        });
        sent++;
        setSending({ sent, total: files.length });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
    await api('imports.seal', { params: { id: job.id } });
    setSending(null);
    refresh();
    if (failed > 0)
      toast({
        title: 'Algunos archivos no se enviaron',
        description: plural(failed, {
          one: `# de ${files.length} no llegó a la emisora.`,
          other: `# de ${files.length} no llegaron a la emisora.`,
        }),
        variant: 'destructive',
      });
  }

  return (
    <section
      aria-label="Soltar archivos"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        void send([...event.dataTransfer.files]);
      }}
      className={`rounded-lg border-2 border-dashed p-6 text-center ${over ? 'border-brand bg-red-50' : 'border-gray-300'}`}
    >
      <p className="mb-2 text-sm text-gray-700">Arrastra aquí muchos archivos de audio, o</p>
      <label className="inline-block cursor-pointer rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium hover:bg-gray-50">
        elige archivos
        <input
          type="file"
          multiple
          accept="audio/*,.mp3,.wav,.ogg,.flac"
          className="sr-only"
          onChange={(event) => {
            void send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
      {sending && (
        <p role="status" className="mt-2 text-sm">
          Enviando {sending.sent} de {plural(sending.total, { one: '# archivo', other: '# archivos' })}…
        </p>
      )}
    </section>
  );
}
