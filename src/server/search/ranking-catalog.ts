import type { Catalog } from '../catalog/load-catalog.js';

/**
 * The catalog as search ranks it: words our records mark as not chengyu (心力衰竭, 超级市场) count
 * as the least popular, so they follow the idioms that match as well (ADR 0130). They stay
 * findable: typing one still finds it. The build and the server rank with the same catalog, so
 * the prepared index's key matches.
 */
export function rankingCatalog(
  catalog: Catalog,
  notIdioms: readonly number[] | undefined,
): Catalog {
  if (!notIdioms || notIdioms.length === 0) return catalog;
  const entries = [...catalog.entries];
  for (const i of notIdioms) if (entries[i]) entries[i] = { ...entries[i], popularity: 0 };
  return {
    entries,
    size: catalog.size,
    get: (word) => catalog.get(word),
    resolve: (word) => catalog.resolve(word),
    aliases: catalog.aliases,
    unreviewedReadings: catalog.unreviewedReadings,
    characterGloss: (char) => catalog.characterGloss(char),
  };
}
