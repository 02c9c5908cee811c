import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../../tests/support/test-app';
import { cardKind, missingCharacter } from './card-kinds';

const catalog = testCatalog();
const common = [...catalog.entries].sort((a, b) => b.popularity - a.popularity).slice(0, 300);

describe('review card kinds', () => {
  it('shows a new card by its characters, then turns through all three kinds', () => {
    expect(cardKind('画蛇添足', 0)).toBe('characters_to_meaning');
    const kinds = new Set([1, 2, 3].map((reps) => cardKind('画蛇添足', reps)));
    expect(kinds).toEqual(
      new Set(['characters_to_meaning', 'meaning_to_characters', 'missing_character']),
    );
    expect(cardKind('画蛇添足', 2)).toBe(cardKind('画蛇添足', 2));
  });

  it.each([0, 1, 2])(
    'offers four real choices, one right, none making another idiom (reps %i)',
    (reps) => {
      const characters = new Set(catalog.entries.flatMap((e) => [...e.word]));
      for (const entry of common) {
        const { index, choices } = missingCharacter(entry, reps, catalog);
        const chars = [...entry.word];
        expect(choices).toHaveLength(4);
        expect(new Set(choices).size).toBe(4);
        expect(choices).toContain(chars[index]);
        for (const choice of choices.filter((c) => c !== chars[index])) {
          expect(characters.has(choice)).toBe(true);
          expect(chars).not.toContain(choice);
          const other = chars.map((c, i) => (i === index ? choice : c)).join('');
          expect(catalog.get(other), `${entry.word} → ${other}`).toBeUndefined();
        }
      }
    },
  );

  it("gives each choice's traditional form, the answer as the idiom itself writes it", () => {
    for (const entry of common) {
      const { index, choices, traditional_choices } = missingCharacter(entry, 1, catalog);
      expect(traditional_choices).toHaveLength(choices.length);
      const answerAt = choices.indexOf([...entry.word][index]!);
      expect(traditional_choices[answerAt]).toBe([...entry.traditional][index]);
    }
    // 画 is 畫 and 发 is 發 in traditional writing; characters the same in both stay as they are.
    const card = missingCharacter(catalog.get('画蛇添足')!, 0, catalog);
    card.choices.forEach((choice, i) => {
      const traditional = card.traditional_choices[i]!;
      if (choice === '画') expect(traditional).toBe('畫');
      if (choice === '蛇' || choice === '添' || choice === '足') expect(traditional).toBe(choice);
    });
  });

  it('is the same card on every call', () => {
    const entry = catalog.get('画蛇添足')!;
    expect(missingCharacter(entry, 3, catalog)).toEqual(missingCharacter(entry, 3, catalog));
  });
});
