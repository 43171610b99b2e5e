import type { UseFormRegister } from 'react-hook-form';
import type { EmbedOptions } from '../../../../shared/web-app/embed-player';
import { labelClass, inputClass } from '../common/styles';

const SIZES = [
  { value: 'small', label: 'Pequeño (300 px)' },
  { value: 'medium', label: 'Mediano (400 px)' },
  { value: 'large', label: 'Grande (560 px)' },
] as const;
const THEMES = [
  { value: 'dark', label: 'Oscuro' },
  { value: 'light', label: 'Claro' },
] as const;
const LANGUAGES = [
  { value: 'es', label: 'Español' },
  { value: 'ca', label: 'Català' },
  { value: 'fr', label: 'Français' },
] as const;
const EXTRAS = [
  { name: 'nowPlaying', label: 'Mostrar lo que suena ahora' },
  { name: 'schedule', label: 'Mostrar los próximos programas' },
  { name: 'request', label: 'Botón «Pide una canción»' },
] as const;

/** What the widget looks like and shows; every change is seen at once in the preview. */
export function EmbedOptionsForm({ register }: { register: UseFormRegister<EmbedOptions> }) {
  return (
    <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
      <div>
        <label htmlFor="embed-size" className={labelClass}>
          Tamaño
        </label>
        <select id="embed-size" className={inputClass} {...register('size')}>
          {SIZES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={labelClass}>Tema</legend>
        <div className="flex gap-4">
          {THEMES.map((theme) => (
            <label key={theme.value} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" value={theme.value} {...register('theme')} />
              {theme.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={labelClass}>Qué muestra</legend>
        {EXTRAS.map((extra) => (
          <label key={extra.name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register(extra.name)} />
            {extra.label}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="embed-lang" className={labelClass}>
          Idioma
        </label>
        <select id="embed-lang" className={inputClass} {...register('lang')}>
          {LANGUAGES.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
