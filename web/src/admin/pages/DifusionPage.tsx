import { useState } from 'react';
import { BackToDashboard } from '../common/BackToDashboard';
import { cardClass } from '../common/styles';
import { TargetForm } from '../difusion/TargetForm';
import { TargetList } from '../difusion/TargetList';
import { useDifusionMutations } from '../difusion/useDifusionMutations';

/** /admin/difusion: where the station posts what is on air (Mastodon, Discord, Telegram, TuneIn, webhooks). */
export default function DifusionPage() {
  const { create } = useDifusionMutations();
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="max-w-4xl">
      <BackToDashboard />
      <h1 className="mb-2 text-2xl font-bold">Difusión</h1>
      <p className="mb-6 text-sm text-gray-600">
        La emisora publica lo que suena en las redes y servicios que elijas: cada canción, el inicio de cada programa,
        el directo y las peticiones. Los envíos nunca frenan la emisión: si un servicio no responde, se reintenta más
        tarde. Los tokens y claves no se vuelven a mostrar.
      </p>
      <h2 className="mb-3 text-lg font-semibold">Destinos</h2>
      <TargetList />
      <section className={`${cardClass} mt-8`}>
        <h2 className="mb-3 text-lg font-semibold">Añadir destino</h2>
        <TargetForm
          key={formKey}
          idPrefix="new-target"
          submitLabel={create.isPending ? 'Guardando...' : 'Añadir destino'}
          busy={create.isPending}
          onSubmit={(values) =>
            create.mutate({ ...values, secret: values.secret ?? '' }, { onSuccess: () => setFormKey((k) => k + 1) })
          }
        />
      </section>
    </div>
  );
}
