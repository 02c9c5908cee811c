import { loadavg } from 'node:os';
import { sharedIdiomContent } from '../../src/server/content/idiom-content.js';
import { RelatedIdiomsFinder } from '../../src/server/services/idioms/related-idioms.js';
import { saveIdiom } from '../../src/server/services/study/saved-idioms.js';
import { createTestUser } from '../../tests/support/test-users.js';
import { ms, percentile, startBenchApp } from './bench-app.js';
import type { BenchSection } from './types.js';

const SAVED = 300;
const RELATED_WORDS = 200;
const DUE_TARGET_MS = 50;
const GRADE_TARGET_MS = 20;


/**
 * Study tools: the related idioms of a detail computed for the first time (idioms without a
 * lesson, where the English index is asked), and the review API for a user with 300 saved idioms
 * (GET /api/review/due/, POST /api/review/{word}/grade/) over HTTP on embedded PGlite.
 */
export const study: BenchSection = {
  name: 'study',
  async run({ root }) {
    const { app, catalog, baseUrl, close } = await startBenchApp(root, 'study');
    try {
      const content = sharedIdiomContent();
      const finder = new RelatedIdiomsFinder({
        catalog,
        content,
        similar: (index) => app.searchIndex().similar(index),
      });
      let started = performance.now();
      finder.of('画蛇添足');
      const firstUse = performance.now() - started;
      const withoutLesson = [...catalog.entries]
        .filter((e) => !content.lesson(e.word))
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, RELATED_WORDS);
      const related: number[] = [];
      for (const entry of withoutLesson) {
        started = performance.now();
        finder.of(entry.word);
        related.push(performance.now() - started);
      }
      related.sort((a, b) => a - b);

      const { id, headers } = await createTestUser(app, { email: 'bench@example.com' });
      const sources = { catalog, content };
      const words = [...catalog.entries]
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, SAVED)
        .map((e) => e.word);
      for (const word of words) await saveIdiom(app.db, sources, id, word, new Date());
      const timed = async (url: string, init: RequestInit = {}) => {
        const begin = performance.now();
        const response = await fetch(`${baseUrl}${url}`, {
          ...init,
          headers: { ...headers, ...init.headers },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
        return performance.now() - begin;
      };
      await timed('/api/review/due/');
      const due: number[] = [];
      for (let i = 0; i < 50; i++) due.push(await timed('/api/review/due/'));
      const grades: number[] = [];
      for (const word of words.slice(0, 100)) {
        grades.push(
          await timed(`/api/review/${encodeURIComponent(word)}/grade/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ grade: 'good' }),
          }),
        );
      }
      due.sort((a, b) => a - b);
      grades.sort((a, b) => a - b);
      const dueP50 = percentile(due, 0.5);
      const gradeP50 = percentile(grades, 0.5);
      return {
        figures: {
          'related: first use (tables, lessons read)': ms(firstUse),
          'related: idiom without lesson, p50': ms(percentile(related, 0.5)),
          'related: idiom without lesson, p95': ms(percentile(related, 0.95)),
          'related: remembered (second read)': ms(
            (() => {
              const begin = performance.now();
              for (const entry of withoutLesson) finder.of(entry.word);
              return (performance.now() - begin) / withoutLesson.length;
            })(),
          ),
          'saved idioms of the user': String(SAVED),
          'GET /api/review/due/ p50': ms(dueP50),
          'GET /api/review/due/ p95': ms(percentile(due, 0.95)),
          'POST grade p50': ms(gradeP50),
          'POST grade p95': ms(percentile(grades, 0.95)),
          'load average (1 min)': loadavg()[0]!.toFixed(2),
          targets: `due < ${DUE_TARGET_MS} ms, grade < ${GRADE_TARGET_MS} ms (p50)`,
        },
        ok: dueP50 < DUE_TARGET_MS && gradeP50 < GRADE_TARGET_MS,
      };
    } finally {
      await close();
    }
  },
};
