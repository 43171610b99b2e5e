import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import {
  isrcSchema,
  releaseYearSchema,
  TRACK_RIGHTS,
  TRACK_RIGHTS_LABEL,
  trackRightsSchema,
} from '../../../../shared/schemas/library/track-rights';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { FieldError } from '../common/FieldError';
import { inputClass } from '../common/styles';

const text = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} no puede superar 300 caracteres.`)
    .transform((value) => value || null);

/** The rights part of the track form: text inputs, parsed with the same rules the server applies. */
export const rightsFormShape = {
  isrc: isrcSchema,
  composers: text('Compositores'),
  lyricists: text('Letristas'),
  publisher: text('La editorial'),
  label: text('El sello'),
  year: z
    .string()
    .trim()
    .transform((value) => (value ? Number(value) : null))
    .pipe(releaseYearSchema),
  rights: z.union([z.literal('').transform(() => null), trackRightsSchema]),
};

export const rightsDefaults = (track: Track) => ({
  isrc: track.isrc ?? '',
  composers: track.composers ?? '',
  lyricists: track.lyricists ?? '',
  publisher: track.publisher ?? '',
  label: track.label ?? '',
  year: track.year ? String(track.year) : '',
  rights: track.rights ?? ('' as const),
});
type RightsInput = ReturnType<typeof rightsDefaults>;

const FIELDS: Array<[keyof RightsInput, string]> = [
  ['isrc', 'ISRC'],
  ['composers', 'Compositores'],
  ['lyricists', 'Letristas'],
  ['publisher', 'Editorial'],
  ['label', 'Sello'],
  ['year', 'Año'],
];

/** ISRC, authors, publisher, label, year and the rights flag of one track (what societies and the as-run log ask). */
export function RightsFields({
  register,
  errors,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: shared by forms whose other fields differ
  register: UseFormRegister<any>;
  errors: FieldErrors<RightsInput>;
}) {
  return (
    <fieldset className="grid gap-2 sm:col-span-full sm:grid-cols-4">
      <legend className="mb-1 text-xs font-semibold text-gray-600">Derechos</legend>
      {FIELDS.map(([name, label]) => (
        <div key={name}>
          <input aria-label={label} placeholder={label} className={inputClass} {...register(name)} />
          <FieldError message={errors[name]?.message} />
        </div>
      ))}
      <div>
        <select aria-label="Derechos" className={inputClass} {...register('rights')}>
          <option value="">Derechos sin indicar</option>
          {TRACK_RIGHTS.map((rights) => (
            <option key={rights} value={rights}>
              {TRACK_RIGHTS_LABEL[rights]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
