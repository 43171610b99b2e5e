import { useState } from 'react';
import { BackToDashboard } from '../common/BackToDashboard';
import { cardClass } from '../common/styles';
import { AirOutputCard } from '../outputs/AirOutputCard';
import { DirectoryCard } from '../outputs/DirectoryCard';
import { OffAirCard } from '../outputs/OffAirCard';
import { OutputForm } from '../outputs/OutputForm';
import { OutputList } from '../outputs/OutputList';
import { RdsSettingsCard } from '../outputs/RdsSettingsCard';
import { DabSettingsCard } from '../outputs/DabSettingsCard';
import { StationIdCard } from '../outputs/StationIdCard';
import { useOutputMutations } from '../outputs/useOutputMutations';

/** /admin/outputs: the Icecast servers the station pushes its stream to, and their state. */
export default function OutputsPage() {
  const { create } = useOutputMutations();
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="max-w-3xl">
      <BackToDashboard />
      <h1 className="mb-2 text-2xl font-bold">Salidas</h1>
      <p className="mb-6 text-sm text-gray-600">
        Envía la emisión a servidores Icecast (relés, alojamientos) para llegar a más oyentes que los que admite tu
        conexión. La emisora se reconecta sola si el servidor se cae.
      </p>
      <section className={`${cardClass} mb-8`}>
        <h2 className="mb-3 text-lg font-semibold">Añadir servidor Icecast</h2>
        <OutputForm
          key={formKey}
          idPrefix="new-output"
          submitLabel={create.isPending ? 'Guardando...' : 'Añadir salida'}
          busy={create.isPending}
          onSubmit={(values) =>
            create.mutate({ ...values, password: values.password ?? '' }, { onSuccess: () => setFormKey((k) => k + 1) })
          }
        />
      </section>
      <h2 className="mb-3 text-lg font-semibold">Servidores</h2>
      <OutputList />
      <div className="mt-8">
        <AirOutputCard />
        <OffAirCard />
        <RdsSettingsCard />
        <DabSettingsCard />
        <DirectoryCard />
        <StationIdCard />
      </div>
    </div>
  );
}
