import type { LiveCredentialsView } from '../../../../shared/schemas/users/auth';

/**
 * On the standby PC's /estudio: which studio it stands by for, whether it holds the air, and the source port a
 * presenter reconnects their encoder to when the studio went down during their show (the studio's own page cannot
 * be reached then, so this one says it).
 */
export function StandbyPcNotice({ live, port }: { live: LiveCredentialsView; port: string }) {
  if (!live.standbyPc) return null;
  return (
    <section aria-label="PC de reserva" className="rounded border border-amber-400 bg-amber-50 p-4">
      <h3 className="font-semibold">Este es el PC de reserva de la emisora</h3>
      <p>Sigue al estudio ({live.standbyPc.studio}).</p>
      <p role="status">
        {live.standbyPc.onAir
          ? 'Ahora está en el aire: el estudio no responde.'
          : 'Ahora no está en el aire: emite el estudio.'}
      </p>
      <p>
        Si el estudio cae durante tu programa, reconecta tu programa aquí: servidor <code>{live.host}</code>, puerto{' '}
        <code>{String(live.sourcePort ?? port)}</code>.
      </p>
    </section>
  );
}
