import { Copy } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import {
  DEFAULT_EMBED_OPTIONS,
  type EmbedOptions,
  embedFrameSize,
  embedPlayerUrl,
  embedSnippet,
} from '../../../../shared/web-app/embed-player';
import { STATION } from '../../../../shared/station/station-facts';
import { toast } from '../../stores/toasts';
import { copyText } from '../common/copy-text';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';
import { EmbedOptionsForm } from '../embed/EmbedOptionsForm';

/**
 * "Reproductor para tu web": the options of the widget other sites frame, a live preview of it, and
 * the <iframe> snippet to paste. Nothing is stored: the options travel in the snippet's address.
 */
export default function EmbedPlayerPage() {
  const { register, control } = useForm<EmbedOptions>({ defaultValues: DEFAULT_EMBED_OPTIONS });
  const options = { ...DEFAULT_EMBED_OPTIONS, ...useWatch({ control }) };
  const origin = window.location.origin;
  const snippet = embedSnippet(origin, options, `Reproductor de ${STATION.name}`);
  const { width, height } = embedFrameSize(options);

  const copy = async () => {
    try {
      await copyText(snippet);
      toast({ title: 'Código copiado', description: 'Pégalo en el HTML de tu web.' });
    } catch {
      toast({ title: 'Error al copiar', variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">Reproductor para tu web</h1>
        <p className="mt-1 text-sm text-gray-600">
          Elige cómo se ve y copia el código: cualquier web puede insertarlo y sus visitantes escuchan la emisora en
          directo.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <section className={cardClass} aria-label="Opciones">
          <EmbedOptionsForm register={register} />
        </section>
        <section className={`${cardClass} space-y-4`} aria-label="Vista previa y código">
          <h2 className="text-sm font-medium text-gray-700">Vista previa</h2>
          <div className="overflow-x-auto rounded-md bg-gray-100 p-4">
            <iframe
              key={embedPlayerUrl('', options)}
              title="Vista previa del reproductor"
              src={embedPlayerUrl(origin, options)}
              width={width}
              height={height}
              className="max-w-full border-0"
            />
          </div>
          <div>
            <label htmlFor="embed-snippet" className={labelClass}>
              Código para insertar
            </label>
            <textarea
              id="embed-snippet"
              readOnly
              rows={4}
              value={snippet}
              className={`${inputClass} font-mono text-xs`}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <button type="button" className={primaryButton} onClick={copy}>
            <Copy aria-hidden className="h-4 w-4" />
            Copiar código
          </button>
        </section>
      </div>
    </div>
  );
}
