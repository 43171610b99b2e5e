import { cardClass } from '../../common/styles';
import { useStreamingStatus } from '../../streaming/useStreamingStatus';
import { LiveGracesSection } from './LiveGracesForm';
import { ProgrammingSettingsForm } from './ProgrammingSettingsForm';

/** 'Configuración', second card: jingles and ad breaks of the automation, and the presenters' live graces. */
export function ProgrammingSettingsSection() {
  const status = useStreamingStatus();
  const data = status.data;
  return (
    <section className={cardClass}>
      <h2 className="mb-4 font-semibold">Cortinillas y publicidad</h2>
      {status.isPending && <p role="status">Cargando configuración...</p>}
      {/* Keyed by the stored values so the form starts from what the server holds. */}
      {data && (
        <ProgrammingSettingsForm
          key={`${data.jingleEvery}/${data.adBreakMinutes.join(',')}/${data.timezone}`}
          status={data}
        />
      )}
      <LiveGracesSection />
    </section>
  );
}
