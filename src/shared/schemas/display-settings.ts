import { z } from 'zod';
import { THEMES } from '../display-settings.js';

/**
 * PUT /api/settings/display/: the whole set, nothing else (an unknown field is a 400, so a typo
 * never passes for a saved choice).
 */
export const DisplaySettingsSchema = z.strictObject({
  traditional_first: z.boolean({ error: 'traditional_first must be true or false' }),
  hide_pinyin: z.boolean({ error: 'hide_pinyin must be true or false' }),
  tone_colours: z.boolean({ error: 'tone_colours must be true or false' }),
  theme: z.enum(THEMES, { error: `theme must be one of ${THEMES.join(', ')}` }),
});
export type DisplaySettingsBody = z.infer<typeof DisplaySettingsSchema>;

/** GET and PUT reply: the settings and when they were last saved (null: never, the defaults). */
export const DisplaySettingsReplySchema = DisplaySettingsSchema.extend({
  updated_at: z.string().nullable(),
});
export type DisplaySettingsReply = z.infer<typeof DisplaySettingsReplySchema>;
