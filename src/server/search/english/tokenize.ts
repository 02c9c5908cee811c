import { stemmer as stem } from 'stemmer';

/**
 * Words that say nothing about an idiom's meaning. Beyond the usual function words this drops
 * the dictionary's own scaffolding ("idiom", "lit", "fig", "sth", "sb") and the situational
 * framing people wrap descriptions in ("someone who", "when you", "a person").
 */
const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have
  having he her here hers herself him himself his how i if in into is it its itself just me more most
  my myself no nor not of off on once only or other our ours ourselves out over own same she should so
  some such than that the their theirs them themselves then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would you your
  yours yourself yourselves one ones someone somebody something person people thing things way also
  even get gets got like idiom lit fig sth sb etc us let make makes made really much many every
  another whole kind lot let's it's you're don't can't won't`.split(/\s+/),
);

/** Negations stay: "not" is a stopword, but "never"/"without"/"nothing" carry meaning. */
export function tokenizeWords(text: string): string[] {
  // Hyphenated words split on their own: the pattern has no hyphen.
  return text.toLowerCase().replace(BRACKETED, ' ').replace(POSSESSIVE, '').match(WORD) ?? [];
}
const BRACKETED = /\([^)]*\)|\[[^\]]*\]/g;
const POSSESSIVE = /[’']s\b/g;
const WORD = /[a-z]+/g;

export const isStopword = (word: string) => STOPWORDS.has(word);

/** Text → stemmed content terms, in order (duplicates kept: they are term frequencies). */
export function analyze(text: string): string[] {
  const out: string[] = [];
  for (const w of tokenizeWords(text)) {
    if (w.length <= 1 || STOPWORDS.has(w)) continue;
    out.push(stem(w));
    // "unfinished" also says "finished": a description rarely uses the same negation.
    if (NEGATED.test(w)) out.push(stem(w.replace(NEGATED, '')));
  }
  return out;
}

const NEGATED = /^(un|dis)(?=[a-z]{5,})/;

/**
 * Words a phrase can skip: articles, pronouns, possessives, auxiliaries. Unlike STOPWORDS this keeps
 * the particles and light verbs that make phrasal meaning ("make up … mind", "give up", "back out").
 */
const PHRASE_SKIP = new Set(
  `a an the his her their your my our its it this that these those who whom which what is are was
  were be been being am to of and or nor but so very such just really can could will would should
  may might must cannot do does did have has had someone somebody something sb sth one oneself
  yourself himself herself themselves myself i you he she they we me him them us lit fig idiom etc`.split(
    /\s+/,
  ),
);
const CLAUSE = /[;,.:!?()[\]"“”]/;

/** Text → stemmed two-word phrases ("make_up", "up_mind"), within clauses, skipping PHRASE_SKIP. */
export function phrases(text: string): string[] {
  const out: string[] = [];
  // Bracketed asides ("(of a plan)") are dropped first, as tokenizeWords drops them.
  for (const clause of text.toLowerCase().replace(BRACKETED, ' ; ').split(CLAUSE)) {
    const words = tokenizeWords(clause)
      .filter((w) => !PHRASE_SKIP.has(w))
      .map(stem);
    for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]}_${words[i + 1]}`);
  }
  return out;
}
