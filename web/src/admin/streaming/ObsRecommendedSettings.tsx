import { OBS_RECOMMENDED } from '../../../../shared/station/station-facts';

/** The spec's recommended OBS output settings. */
export function ObsRecommendedSettings() {
  return (
    <div>
      <h3 className="mb-2 font-semibold">Configuración recomendada de OBS</h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-700">Vídeo</dt>
        <dd>{OBS_RECOMMENDED.video}</dd>
        <dt className="font-medium text-gray-700">Audio</dt>
        <dd>{OBS_RECOMMENDED.audio}</dd>
      </dl>
    </div>
  );
}
