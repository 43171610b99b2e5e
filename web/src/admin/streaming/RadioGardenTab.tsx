import type { PublicStreamingStatus } from '../../../../shared/schemas/broadcast/streaming';
import { CopyField } from '../common/CopyField';
import { cardClass } from '../common/styles';
import { streamUrls } from './stream-urls';

const STEPS = [
  'Asegúrate de que el servidor de streaming esté activo.',
  'Contacta con Radio Garden para registrar la emisora en su directorio.',
  'Facilítales el enlace de integración de arriba.',
  'Confirma que la emisora aparece en el mapa de Radio Garden.',
];

/** 'Radio Garden' tab: the integration link and how to get listed. */
export function RadioGardenTab({ status }: { status: PublicStreamingStatus }) {
  return (
    <div className="space-y-4">
      <section className={cardClass}>
        <CopyField id="radio-garden-link" label="Enlace de Radio Garden" value={streamUrls(status).radioGarden} />
      </section>
      <section className={cardClass}>
        <h3 className="mb-2 font-semibold">Cómo aparecer en Radio Garden</h3>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
