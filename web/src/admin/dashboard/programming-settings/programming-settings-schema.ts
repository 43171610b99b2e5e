import { z } from 'zod';
import { streamingSettingsSchema } from '../../../../../shared/schemas/broadcast/streaming';
import { parseMinutes } from './ad-break-minutes';

const { jingleEvery, adBreakMinutes } = streamingSettingsSchema.shape;

/**
 * The programming form: the break minutes are typed as text ("0, 20, 40") and checked by the shared rule, whose first
 * complaint is reported on the text field itself (an issue on "adBreakMinutes.2" would land on no field).
 */
export const programmingSettingsFormSchema = z.object({
  jingleEvery: jingleEvery.unwrap(),
  adBreakMinutes: z.string().transform((text, ctx) => {
    const parsed = adBreakMinutes.unwrap().safeParse(parseMinutes(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Revisa los minutos de las pausas.' });
    return z.NEVER;
  }),
});
