import { posterSet, type PosterSet } from './posters';

/** The demo clips in public/media (recorded from the app with Playwright, encoded by ffmpeg). */
export interface Demo {
  id: string;
  title: string;
  text: string;
  /** The poster is the JPEG the clip was cut with; pages show `posters` (AVIF/WebP) instead. */
  video: { webm: string; mp4: string; poster: string };
  posters: PosterSet;
  /** What the clip shows, for people who cannot watch it. */
  description: string;
}

const clip = (name: string) => ({ webm: `/media/${name}.webm`, mp4: `/media/${name}.mp4`, poster: `/media/${name}.jpg` });
const media = (name: string) => ({ video: clip(name), posters: posterSet(name) });

export const DEMOS: readonly Demo[] = [
  {
    id: 'search',
    title: 'Search in English or Chinese',
    text: 'Describe an idea in plain English — “adding something unnecessary” — or paste 成语 characters, pinyin or even initials. We find the idioms that match, ranked by relevance.',
    ...media('demo-search'),
    description: 'A search for an English phrase returns a list of matching Chinese idioms with pinyin, meaning and relevance.',
  },
  {
    id: 'mind-map',
    title: 'Every idiom as a mind-map',
    text: 'Each idiom opens as an interactive map: the four characters with pinyin and meaning, the story behind it, its moral, and how to use it — with example sentences.',
    ...media('demo-mind-map'),
    description: 'An idiom opens as a mind-map with branches for literal meaning, story, moral and usage; the view pans and zooms.',
  },
  {
    id: 'daily',
    title: 'A new idiom every day',
    text: 'Start each day with 今日成语: a hand-picked idiom with its classical story and a sentence you can use straight away.',
    ...media('demo-daily'),
    description: 'The landing page scrolls to the daily idiom card showing the word, pinyin, characters, story and example.',
  },
];
