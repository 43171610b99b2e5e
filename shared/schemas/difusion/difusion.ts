import { z } from 'zod';

/** Where "Difusión" posts what is on air. */
export const TARGET_KINDS = ['mastodon', 'discord', 'telegram', 'tunein', 'webhook'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const TARGET_KIND_LABELS: Readonly<Record<TargetKind, string>> = {
  mastodon: 'Mastodon',
  discord: 'Discord',
  telegram: 'Telegram',
  tunein: 'TuneIn AIR',
  webhook: 'Webhook JSON',
};

/** What the secret is for each kind, as the form names it (it is write-only: the API only says whether it is set). */
export const SECRET_LABELS: Readonly<Record<TargetKind, string>> = {
  mastodon: 'Token de acceso de la cuenta',
  discord: 'URL del webhook de Discord',
  telegram: 'Token del bot',
  tunein: 'Clave de socio (partner key)',
  webhook: 'URL del webhook',
};

export const DIFUSION_EVENTS = ['song', 'show', 'liveStart', 'liveEnd', 'request'] as const;
export type DifusionEvent = (typeof DIFUSION_EVENTS)[number];

export const EVENT_LABELS: Readonly<Record<DifusionEvent, string>> = {
  song: 'Cambio de canción',
  show: 'Empieza un programa',
  liveStart: 'Empieza el directo',
  liveEnd: 'Termina el directo',
  request: 'Suena una petición',
};

/** What a template may name; a missing value becomes empty text. */
export const TEMPLATE_PLACEHOLDERS = ['artist', 'title', 'show', 'station', 'dedication'] as const;
export type TemplateValues = Partial<Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string | null>>;

/** The text posted when a target leaves an event's template empty. */
export const DEFAULT_TEMPLATES: Readonly<Record<DifusionEvent, string>> = {
  song: 'Ahora suena en {station}: {artist} – {title}',
  show: 'Empieza «{show}» en {station}.',
  liveStart: 'En directo en {station}: {show}.',
  liveEnd: 'Termina el directo de {show} en {station}. ¡Gracias por escuchar!',
  request: 'Suena una petición de un oyente: {artist} – {title}. {dedication}',
};

/** Fills a template's placeholders; lines left empty by a missing value are trimmed away. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)
        ? (values[name as keyof TemplateValues] ?? '')
        : whole,
    )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .trim();
}

/** TuneIn AIR takes a song's title and artist, nothing else. */
export const KIND_EVENTS: Readonly<Record<TargetKind, readonly DifusionEvent[]>> = {
  mastodon: DIFUSION_EVENTS,
  discord: DIFUSION_EVENTS,
  telegram: DIFUSION_EVENTS,
  tunein: ['song'],
  webhook: DIFUSION_EVENTS,
};

/** The secrets that are URLs (the target's address): held to the outbound address policy at save. */
export const URL_SECRET_KINDS: readonly TargetKind[] = ['discord', 'webhook'];

const templateSchema = z.string().max(500, 'Una plantilla no puede superar 500 caracteres.');
const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message });

const targetFields = z.object({
  kind: z.enum(TARGET_KINDS, { error: 'El tipo es mastodon, discord, telegram, tunein o webhook.' }),
  name: z
    .string({ error: 'El nombre es requerido.' })
    .trim()
    .min(1, 'El nombre es requerido.')
    .max(80, 'El nombre no puede superar 80 caracteres.'),
  enabled: z.boolean({ error: 'Indica si el destino está activo.' }),
  events: z
    .array(z.enum(DIFUSION_EVENTS, { error: 'Evento desconocido.' }))
    .max(DIFUSION_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, 'Un evento no puede repetirse.'),
  templates: z.object(
    Object.fromEntries(DIFUSION_EVENTS.map((event) => [event, templateSchema.optional()])) as Record<
      DifusionEvent,
      z.ZodOptional<typeof templateSchema>
    >,
    { error: 'Las plantillas son un objeto por evento.' },
  ),
  minIntervalSeconds: z
    .number({ error: 'Indica los segundos entre dos envíos.' })
    .int('Indica los segundos entre dos envíos.')
    .min(0, 'Los segundos entre envíos van de 0 a 86400.')
    .max(86_400, 'Los segundos entre envíos van de 0 a 86400.'),
  instanceUrl: z.string().trim().max(300).optional(),
  chatId: z.string().trim().max(100).optional(),
  partnerId: z.string().trim().max(100).optional(),
  stationId: z.string().trim().max(100).optional(),
  /** Write-only: required when adding; left empty when editing, the stored one stays. */
  secret: z.string().trim().max(2000, 'El secreto no puede superar 2000 caracteres.').optional(),
});
type TargetFields = z.infer<typeof targetFields>;

function checkKind(value: TargetFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const allowed = KIND_EVENTS[value.kind];
  if (value.events.some((event) => !allowed.includes(event)))
    issue('events', 'TuneIn AIR solo admite el cambio de canción.');
  if (value.kind === 'mastodon' && !httpUrl('x').safeParse(value.instanceUrl).success)
    issue('instanceUrl', 'Indica la dirección de la instancia de Mastodon (https://…).');
  if (value.kind === 'telegram' && !/^(-?\d{1,20}|@[A-Za-z0-9_]{5,64})$/.test(value.chatId ?? ''))
    issue('chatId', 'El chat es un número (por ejemplo -1001234567890) o @nombre_del_canal.');
  if (value.kind === 'tunein' && !/^\S+$/.test(value.partnerId ?? ''))
    issue('partnerId', 'Indica el partner id que te dio TuneIn.');
  if (value.kind === 'tunein' && !/^s\d+$/.test(value.stationId ?? ''))
    issue('stationId', 'El identificador de la emisora en TuneIn empieza por s (por ejemplo s123456).');
  const secret = value.secret ?? '';
  if (!secret) return;
  if (URL_SECRET_KINDS.includes(value.kind) && !httpUrl('x').safeParse(secret).success)
    issue('secret', 'La URL del webhook debe empezar por http:// o https://.');
  if (value.kind === 'telegram' && !/^\d+:[A-Za-z0-9_-]+$/.test(secret))
    issue('secret', 'El token del bot tiene la forma 123456:ABC-DEF… (te lo da @BotFather).');
  if ((value.kind === 'mastodon' || value.kind === 'tunein') && /\s/.test(secret))
    issue('secret', 'El secreto no puede tener espacios.');
}

/** Editing a target: an empty secret keeps the stored one. */
export const targetUpdateSchema = targetFields.superRefine(checkKind);
export type TargetUpdate = z.infer<typeof targetUpdateSchema>;

/** Adding a target: the secret is required. */
export const targetCreateSchema = targetFields.superRefine(checkKind).superRefine((value, ctx) => {
  if (!value.secret)
    ctx.addIssue({ code: 'custom', path: ['secret'], message: `${SECRET_LABELS[value.kind]}: es requerido.` });
});
export type TargetCreate = z.infer<typeof targetCreateSchema>;

/** How a target's deliveries are going since the station started. */
export const targetStateSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Posts dropped because the queue was full (the oldest go first). */
  dropped: z.number().int(),
  lastSentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TargetState = z.infer<typeof targetStateSchema>;

/** A target as the browser sees it: never its secret, only whether it is set (and a URL secret's host). */
export const targetViewSchema = targetFields.omit({ secret: true }).extend({
  id: z.number().int(),
  secretSet: z.boolean(),
  secretHint: z.string().nullable(),
  state: targetStateSchema,
});
export type TargetView = z.infer<typeof targetViewSchema>;

export const targetTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type TargetTestResult = z.infer<typeof targetTestResultSchema>;
