import { z } from 'zod';
import { httpUrlSchema } from '../common/common';
import { positiveId } from './show-fields';
import { showRuleInputSchema, showRuleSchema } from './show-rules';
import { syndicationFieldsSchema, syndicationViewSchema } from './syndication';

/**
 * Shows: a programme that recurs by rules, with its own page. `music` airs its playlist; `live` waits for its
 * presenters (the playlist keeps the air until they go live); `recorded` airs the file attached to each occurrence;
 * `relay` a remote stream; `repeat` the recording of another show's latest airing; `syndicated` the episode its feed
 * publishes, downloaded ahead.
 */
export const showKindSchema = z.enum(['music', 'live', 'recorded', 'relay', 'repeat', 'syndicated'], {
  error: 'El tipo debe ser música, directo, grabado, conexión, redifusión o sindicado.',
});
export type ShowKind = z.infer<typeof showKindSchema>;

/** Hex colour of the show in the calendars. */
const colourSchema = z
  .string({ error: 'El color debe tener el formato #RRGGBB.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'El color debe tener el formato #RRGGBB.');

export const slugSchema = z
  .string({ error: 'El identificador web solo admite minúsculas, números y guiones.' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'El identificador web solo admite minúsculas, números y guiones.')
  .max(80, 'El identificador web no puede superar 80 caracteres.');

/** POST /api/shows and PUT /api/shows/:id (PUT replaces the rules: "all" occurrences). */
export const showInputSchema = z
  .object({
    name: z
      .string({ error: 'El nombre es requerido.' })
      .trim()
      .min(1, 'El nombre es requerido.')
      .max(120, 'El nombre no puede superar 120 caracteres.'),
    slug: slugSchema.nullish(),
    kind: showKindSchema,
    description: z.string().trim().max(4000, 'La descripción no puede superar 4000 caracteres.').default(''),
    imageId: positiveId('La imagen debe ser un identificador válido.').nullish(),
    colour: colourSchema.nullish(),
    playlistId: positiveId('La lista debe ser un identificador válido.').nullish(),
    podcastId: positiveId('El podcast debe ser un identificador válido.').nullish(),
    /** A music show can follow an hour clock instead of a playlist. */
    clockId: positiveId('El reloj debe ser un identificador válido.').nullish(),
    presenterIds: z
      .array(positiveId('Cada presentador debe ser un usuario válido.'))
      .max(20, 'Un programa no puede tener más de 20 presentadores.')
      .default([])
      .transform((ids) => [...new Set(ids)]),
    relayUrl: httpUrlSchema.nullish(),
    repeatOfShowId: positiveId('El programa repetido debe ser un identificador válido.').nullish(),
    rules: z.array(showRuleInputSchema).max(50, 'Un programa no puede tener más de 50 reglas.').default([]),
  })
  .extend(syndicationFieldsSchema.shape)
  .strict()
  .transform((show) => ({
    ...show,
    slug: show.slug ?? null,
    imageId: show.imageId ?? null,
    colour: show.colour ?? null,
    playlistId: show.playlistId ?? null,
    podcastId: show.podcastId ?? null,
    clockId: show.clockId ?? null,
    relayUrl: show.relayUrl ?? null,
    repeatOfShowId: show.repeatOfShowId ?? null,
    feedUrl: show.feedUrl ?? null,
    urlPattern: show.urlPattern ?? null,
    maxRepeats: show.maxRepeats ?? null,
  }))
  .refine((show) => show.clockId === null || show.kind === 'music', {
    message: 'Solo un programa de música puede seguir un reloj.',
    path: ['clockId'],
  })
  .refine((show) => show.clockId === null || show.playlistId === null, {
    message: 'Un programa sigue un reloj o una lista, no los dos.',
    path: ['clockId'],
  })
  .refine((show) => show.kind !== 'relay' || show.relayUrl !== null, {
    message: 'Una conexión necesita la dirección del stream remoto.',
    path: ['relayUrl'],
  })
  .refine((show) => show.kind !== 'repeat' || show.repeatOfShowId !== null, {
    message: 'Una redifusión necesita el programa que repite.',
    path: ['repeatOfShowId'],
  })
  .refine((show) => show.kind !== 'syndicated' || show.feedUrl !== null || show.urlPattern !== null, {
    message: 'Un programa sindicado necesita la dirección de su feed (o un patrón de URL con la fecha).',
    path: ['feedUrl'],
  });
export type ShowInput = z.output<typeof showInputSchema>;

export const showPresenterSchema = z.object({ id: z.number().int(), name: z.string() });

export const showSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: showKindSchema,
  imageId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  colour: z.string(),
  playlistId: z.number().int().nullable(),
  podcastId: z.number().int().nullable(),
  clockId: z.number().int().nullable(),
  relayUrl: z.string().nullable(),
  repeatOfShowId: z.number().int().nullable(),
  presenterIds: z.array(z.number().int()),
  presenters: z.array(showPresenterSchema),
  rules: z.array(showRuleSchema),
  /** A syndicated show's feed, its last check and the episode its next occurrence airs; null for other kinds. */
  syndication: syndicationViewSchema.nullable(),
});
export type Show = z.infer<typeof showSchema>;
