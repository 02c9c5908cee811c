import fp from 'fastify-plugin';
import type { Catalog } from '../../catalog/load-catalog.js';
import { resolvePath } from '../../runtime.js';
import { parseSearchData, type SearchDataFiles } from '../../search/search-data-file.js';
import { searchDataPath } from '../../search/search-data-path.js';
import { createSearchIndex, loadSearchData, type SearchIndex } from '../../search/search-index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search index over app.catalog, built once per catalog (first use, or at startup outside tests). */
    searchIndex: () => SearchIndex;
  }
}

// Tests build many apps over one catalog: they share the index instead of rebuilding it each time.
const built = new WeakMap<Catalog, SearchIndex>();

/**
 * The search index over `catalog`, built once. main.ts calls this before the database is ready,
 * so the build runs while the database starts beside it (ADR 0109), with the data files it has
 * already read off this thread (`files`: null when they are missing); otherwise it reads them.
 */
export function prepareSearchIndex(
  catalog: Catalog,
  dataPath: string,
  {
    log,
    files,
  }: {
    log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
    files?: SearchDataFiles | null;
  } = {},
): SearchIndex {
  let index = built.get(catalog);
  if (!index) {
    const started = performance.now();
    const data =
      files === undefined
        ? loadSearchData(dataPath)
        : files
          ? parseSearchData(dataPath, files)
          : undefined;
    if (!data)
      log?.warn({ dataPath }, 'search data missing: English search uses dictionary glosses only');
    index = createSearchIndex(catalog, data);
    built.set(catalog, index);
    log?.info(
      { ms: Math.round(performance.now() - started), idioms: catalog.size },
      'search index built',
    );
  }
  return index;
}

export default fp(
  async (app) => {
    const dataPath = searchDataPath(resolvePath(app.env.CATALOG_PATH));
    const searchIndex = () => prepareSearchIndex(app.catalog, dataPath, { log: app.log });
    app.decorate('searchIndex', searchIndex);
    // A server builds it before taking traffic so the first search is as fast as the rest.
    if (app.env.NODE_ENV !== 'test') app.addHook('onReady', async () => void searchIndex());
  },
  { name: 'search-index', dependencies: ['catalog'] },
);
