import { useState } from 'react';
import { BackToDashboard } from '../common/BackToDashboard';
import { cardClass } from '../common/styles';
import { RedirectSetting } from '../relays/RedirectSetting';
import { RelayForm } from '../relays/RelayForm';
import { RelayList } from '../relays/RelayList';
import { useRelayMutations } from '../relays/useRelayMutations';

/** /admin/relays: the Icecast servers that relay the station, their listeners, and where new listeners go. */
export default function RelaysPage() {
  const { create } = useRelayMutations();
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="max-w-4xl">
      <BackToDashboard />
      <h1 className="mb-2 text-2xl font-bold">Repetidores</h1>
      <p className="mb-6 text-sm text-gray-600">
        Servidores Icecast que repiten la emisión o reciben sus envíos. La emisora lee su estado cada 30 segundos, suma
        sus oyentes a la audiencia y avisa si uno deja de responder o de llevar la emisión.
      </p>
      <h2 className="mb-3 text-lg font-semibold">Oyentes ahora</h2>
      <RelayList />
      <section className={`${cardClass} my-8`}>
        <h2 className="mb-3 text-lg font-semibold">Enviar oyentes a los repetidores</h2>
        <p className="mb-3 text-sm text-gray-600">
          Por encima de este número de oyentes en la emisora, los nuevos se envían al repetidor que funcione con más
          sitio libre (si ninguno funciona, se quedan en la emisora). Vacío: nunca.
        </p>
        <RedirectSetting />
      </section>
      <section className={cardClass}>
        <h2 className="mb-3 text-lg font-semibold">Añadir repetidor</h2>
        <RelayForm
          key={formKey}
          idPrefix="new-relay"
          submitLabel={create.isPending ? 'Guardando...' : 'Añadir repetidor'}
          busy={create.isPending}
          onSubmit={(values) => create.mutate(values, { onSuccess: () => setFormKey((k) => k + 1) })}
        />
      </section>
    </div>
  );
}
