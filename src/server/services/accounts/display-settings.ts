import { eq } from 'drizzle-orm';
import { DEFAULT_DISPLAY_SETTINGS } from '../../../shared/display-settings.js';
import type {
  DisplaySettingsBody,
  DisplaySettingsReply,
} from '../../../shared/schemas/display-settings.js';
import type { Db } from '../../db/client.js';
import { displaySettings } from '../../db/schema.js';

type Row = typeof displaySettings.$inferSelect;

const toReply = (row: Row): DisplaySettingsReply => ({
  traditional_first: row.traditionalFirst,
  hide_pinyin: row.hidePinyin,
  tone_colours: row.toneColours,
  theme: row.theme as DisplaySettingsReply['theme'],
  updated_at: row.updatedAt.toISOString(),
});

/** The user's saved choices; a user who never saved any gets the defaults with updated_at null. */
export async function readDisplaySettings(db: Db, userId: string): Promise<DisplaySettingsReply> {
  const [row] = await db.select().from(displaySettings).where(eq(displaySettings.userId, userId));
  return row ? toReply(row) : { ...DEFAULT_DISPLAY_SETTINGS, updated_at: null };
}

/** Replaces the user's choices with these (one upsert: the last write wins). */
export async function writeDisplaySettings(
  db: Db,
  userId: string,
  settings: DisplaySettingsBody,
  now: Date,
): Promise<DisplaySettingsReply> {
  const values = {
    traditionalFirst: settings.traditional_first,
    hidePinyin: settings.hide_pinyin,
    toneColours: settings.tone_colours,
    theme: settings.theme,
    updatedAt: now,
  };
  const [row] = await db
    .insert(displaySettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: displaySettings.userId, set: values })
    .returning();
  return toReply(row!);
}
