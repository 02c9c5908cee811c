import { dirname, join } from 'node:path';

/** The English search artifact lives beside the catalog it was built from. */
export function searchDataPath(catalogPath: string) {
  return join(dirname(catalogPath), 'search-data.json.gz');
}
