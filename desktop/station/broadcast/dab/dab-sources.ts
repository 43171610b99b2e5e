import type { DabSettings } from '../../../../shared/schemas/broadcast/dab';
import type { StationContext } from '../../core/context';
import { LOGO_FILE, findResource } from '../../config/bundled-resources';
import { programmeRowAt } from '../../programming/schedule/programme-on-air';
import type { OnAirItem } from '../on-air/on-air-item';
import type { DlsProgramme } from './dls-text';

type Ctx = Pick<StationContext, 'repos' | 'config' | 'plannerData' | 'clock' | 'media'>;

/** The DAB+ settings in force: the admin's, with the paths `--dls` / `--slides` fix when given. */
export function dabSettingsInForce(ctx: Pick<StationContext, 'repos' | 'config'>): DabSettings {
  const stored = ctx.repos.settings.dab();
  return {
    ...stored,
    ...(ctx.config.dls ? { dlsFile: ctx.config.dls } : {}),
    ...(ctx.config.slides ? { slidesDir: ctx.config.slides } : {}),
  };
}

/** What a slide shows and the file it is made from. */
export interface SlidePicture {
  source: 'cover' | 'show' | 'logo';
  file: string;
}

const SHOW_KINDS = new Set(['live', 'show', 'relay', 'repeat']);

/**
 * What the DAB+ data names for an item: the programme on air (by the schedule, as the as-run reads it) and the
 * picture: the song's cover, the programme's image for a show, otherwise the station's logo.
 */
export function dabSourcesFor(ctx: Ctx, item: OnAirItem | null) {
  const row = programmeRowAt(ctx);
  const programme: DlsProgramme | null = row ? { title: row.title, host: row.host } : null;
  const cover = item && !SHOW_KINDS.has(item.kind) && item.coverImageUrl ? item.coverImageUrl.split('/').pop() : null;
  let picture: SlidePicture | null = null;
  if (cover && (item?.kind === 'rotation' || item?.kind === 'playlist'))
    picture = { source: 'cover', file: ctx.media.pathOf('covers', cover) };
  const imageId = row?.showId ? ctx.repos.shows.get(row.showId)?.imageId : null;
  const image = item && SHOW_KINDS.has(item.kind) && imageId ? ctx.repos.gallery.get(imageId) : undefined;
  if (!picture && image) picture = { source: 'show', file: ctx.media.pathOf('images', image.fileName) };
  const logo = findResource(LOGO_FILE, ctx.config.resourcesDir);
  if (!picture && logo) picture = { source: 'logo', file: logo };
  return { programme, picture };
}
