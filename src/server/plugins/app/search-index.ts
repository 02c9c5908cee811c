import fp from 'fastify-plugin';
import type { Catalog } from '../../catalog/load-catalog.js';
import { resolvePath } from '../../runtime.js';
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

export default fp(
  async (app) => {
    const dataPath = searchDataPath(resolvePath(app.env.CATALOG_PATH));
    const searchIndex = () => {
      let index = built.get(app.catalog);
      if (!index) {
        const started = performance.now();
        const data = loadSearchData(dataPath);
        if (!data)
          app.log.warn(
            { dataPath },
            'search data missing: English search uses dictionary glosses only',
          );
        index = createSearchIndex(app.catalog, data);
        built.set(app.catalog, index);
        app.log.info(
          { ms: Math.round(performance.now() - started), idioms: app.catalog.size },
          'search index built',
        );
      }
      return index;
    };
    app.decorate('searchIndex', searchIndex);
    // A server builds it before taking traffic so the first search is as fast as the rest.
    if (app.env.NODE_ENV !== 'test') app.addHook('onReady', async () => void searchIndex());
  },
  { name: 'search-index', dependencies: ['catalog'] },
);
