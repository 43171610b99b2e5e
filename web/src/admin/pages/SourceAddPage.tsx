import { useState } from 'react';
import { BackToDashboard } from '../common/BackToDashboard';
import { cardClass } from '../common/styles';
import { SourceForm } from '../sources/SourceForm';
import { SourceList } from '../sources/SourceList';
import { useSourceMutations } from '../sources/useSourceMutations';

/** /admin/upload/streaming: add a streaming source; the existing ones below. */
export default function SourceAddPage() {
  const { create } = useSourceMutations();
  // Remount the form after a successful add so it starts empty.
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="max-w-3xl">
      <BackToDashboard />
      <h1 className="mb-6 text-2xl font-bold">Agregar Fuente de Streaming</h1>
      <section className={`${cardClass} mb-8`}>
        <SourceForm
          key={formKey}
          idPrefix="new-source"
          submitLabel={create.isPending ? 'Guardando...' : 'Agregar Fuente'}
          busy={create.isPending}
          onSubmit={(values) => create.mutate(values, { onSuccess: () => setFormKey((k) => k + 1) })}
        />
      </section>
      <h2 className="mb-3 text-lg font-semibold">Fuentes de streaming</h2>
      <SourceList />
    </div>
  );
}
