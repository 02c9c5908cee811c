/**
 * Senses that name a country, people, dynasty, surname, place or legendary ruler. CC-CEDICT lists
 * them beside a character's ordinary senses (德 "Germany", 意 "Italy", 保 "Bulgaria"); in an idiom
 * they are almost never meant (ADR 0131). Our own records may name one on purpose (毛遂自荐 毛,
 * the surname Mao); a CC-CEDICT sense that matches is never shown.
 */
const COUNTRIES = [
  'Afghanistan',
  'Africa',
  'African',
  'America',
  'American',
  'Arab',
  'Arabic',
  'Argentina',
  'Asia',
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Britain',
  'British',
  'Bulgaria',
  'Burma',
  'Cambodia',
  'Canada',
  'Canadian',
  'Chile',
  'Cuba',
  'Czech',
  'Denmark',
  'Dutch',
  'Egypt',
  'England',
  'Europe',
  'European',
  'Finland',
  'France',
  'French',
  'German',
  'Germany',
  'Greece',
  'Greek',
  'Holland',
  'Hungary',
  'India',
  'Indonesia',
  'Iran',
  'Iraq',
  'Ireland',
  'Israel',
  'Italian',
  'Italy',
  'Japan',
  'Japanese',
  'Korea',
  'Korean',
  'Laos',
  'Malaysia',
  'Mexico',
  'Mongolia',
  'Nepal',
  'Netherlands',
  'Norway',
  'Pakistan',
  'Paris',
  'Persia',
  'Peru',
  'Philippines',
  'Poland',
  'Portugal',
  'Portuguese',
  'Prussia',
  'Roman',
  'Rome',
  'Russia',
  'Russian',
  'Scotland',
  'Singapore',
  'Spain',
  'Spanish',
  'Sweden',
  'Switzerland',
  'Syria',
  'Thailand',
  'Turkey',
  'Ukraine',
  'USA',
  'U.S.',
  'Vietnam',
  'Wales',
];
const COUNTRY = new RegExp(
  `(^|[^A-Za-z])(${COUNTRIES.join('|').replace(/\./g, '\\.')})($|[^A-Za-z])`,
);

/** How CC-CEDICT words a name: a surname, a dynasty or place by name, a ruler, a people, an era. */
const NAME_PATTERNS = [
  /\bsurname\b/i,
  /\b[A-Z][a-z]+ (dynasty|Dynasty|kingdom|Kingdom|state|province|Province|county|County|city|City|river|River|mountain|Mountain|district|District|prefecture|lake|Lake)\b/,
  /\b(dynasty|state|kingdom|county|province|city|river|mountain|district|prefecture|lake|capital) (of|in) [A-Z]/,
  /\babbr\.|\babbreviation\b|\bshort (for|name)\b/i,
  /\b(Jurchen|Khitan|Xianbei|Xiongnu|Manchu|Mongol|Mongolian|Tibet|Tibetan|Uighur|Uyghur|Hong Kong|Macao|Macau|Taiwan|Guangdong|Beijing|Shanghai)\b/,
  /\blegendary (ruler|emperor|king|sage|hero|figure)\b|\bmythical (ruler|emperor|king)\b/i,
  /\b(era|reign) name\b|\bname of\b|\bpersonal name\b|\bgiven name\b/i,
  /\bSanskrit\b|\btransliteration\b|\bBuddhist term\b/,
];
/** Capitalised single words that are ordinary senses, not names. */
const NOT_NAMES = new Set([
  'Buddha',
  'Buddhism',
  'Buddhist',
  'Dao',
  'Tao',
  'Daoism',
  'Taoism',
  'Heaven',
  'Confucianism',
]);

/** Does this sense name a country or a people (never right in an idiom we wrote)? */
export const namesCountry = (sense: string) => COUNTRY.test(sense);

/** Does this sense name a country, people, dynasty, surname, place or ruler? */
export function isProperNounSense(sense: string): boolean {
  const text = sense.trim();
  if (namesCountry(text) || NAME_PATTERNS.some((pattern) => pattern.test(text))) return true;
  return /^[A-Z][a-z]+$/.test(text) && !NOT_NAMES.has(text);
}
