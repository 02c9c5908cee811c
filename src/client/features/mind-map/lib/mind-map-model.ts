import { LIMITS } from '../../../../shared/constants';
import type { Commonness } from '../../../../shared/schemas/commonness';
import type { Character, DailyIdiom, IdiomDetail } from '../../../../shared/schemas/idiom';

/** What the map draws, whichever reply it came from. */
export interface MindMapModel {
  word: string;
  /** The traditional form, when the reply has it (display choice "traditional first"). */
  traditional?: string;
  pinyin: string;
  explanation: string;
  characters: Character[];
  story: string[];
  /** story: our telling; origin: a non-narrative origin explained; source: the citation only. */
  storyKind?: 'story' | 'origin' | 'source';
  morals: string[];
  usages: { content: string; example: string; pinyin?: string; translation?: string }[];
  comments: { literal: string; story: string; moral: string };
  /** The fifth branch: idioms of similar and opposite meaning, and idioms sharing a character. */
  related?: RelatedGroup[];
  /** How common the idiom is (shown on the title node); absent for the built-in samples. */
  commonness?: Commonness;
}

export interface RelatedIdiom {
  word: string;
  traditional?: string;
  pinyin: string;
  meaning: string;
  /** Shares a character: the character it shares with the open idiom. */
  character?: string;
}
export type RelatedKind = 'similar' | 'opposite' | 'same_character';
export interface RelatedGroup {
  kind: RelatedKind;
  items: RelatedIdiom[];
}

/** At most this many idioms per group keeps the branch readable. */
export const RELATED_PER_GROUP = 5;
const RELATED_KINDS: readonly RelatedKind[] = ['similar', 'opposite', 'same_character'];

type RelatedReply = Partial<Record<RelatedKind, readonly RelatedIdiom[]>>;

/** The detail's `related`, as groups in a fixed order; empty groups and the idiom itself left out. */
export function relatedGroups(word: string, related: RelatedReply | undefined): RelatedGroup[] {
  if (!related) return [];
  return RELATED_KINDS.map((kind) => ({
    kind,
    items: limited(
      (related[kind] ?? [])
        .map((item) => (typeof item === 'string' ? { word: item, pinyin: '', meaning: '' } : item))
        .filter((item) => item.word !== word),
      RELATED_PER_GROUP,
    ),
  })).filter((group) => group.items.length > 0);
}

const limited = <T>(items: readonly T[], max: number) => items.slice(0, max);

/** SPEC §2: up to 4 characters, 2 moral points and 3 usage points. */
export function modelFromDetail(detail: IdiomDetail): MindMapModel {
  return {
    word: detail.word,
    ...(detail.traditional ? { traditional: detail.traditional } : {}),
    pinyin: detail.pinyin,
    explanation: detail.english_explanation || detail.explanation || '',
    characters: limited(detail.characters, LIMITS.mindMap.characters),
    story: detail.story.content.filter((p) => p.trim()),
    ...(detail.story.kind ? { storyKind: detail.story.kind } : {}),
    morals: limited(detail.moral, LIMITS.mindMap.morals).map((m) => m.content),
    usages: limited(detail.usage, LIMITS.mindMap.usages).map((u) => ({
      content: u.content,
      example: u.example,
      ...(u.example_pinyin ? { pinyin: u.example_pinyin } : {}),
      ...(u.example_translation ? { translation: u.example_translation } : {}),
    })),
    comments: { ...detail.comments },
    related: relatedGroups(detail.word, detail.related),
    ...(detail.commonness ? { commonness: detail.commonness } : {}),
  };
}

/** The daily idiom reply has no morals or comments; the map shows what it has. */
export function modelFromDaily(daily: DailyIdiom): MindMapModel {
  return {
    word: daily.word,
    ...(daily.traditional ? { traditional: daily.traditional } : {}),
    pinyin: daily.pinyin,
    explanation: daily.explanation,
    characters: limited(daily.characters, LIMITS.mindMap.characters),
    story: daily.story
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    morals: [],
    usages: daily.usage.example.trim()
      ? [{ content: daily.explanation, example: daily.usage.example }]
      : [],
    comments: { literal: '', story: '', moral: '' },
    ...(daily.commonness ? { commonness: daily.commonness } : {}),
  };
}
