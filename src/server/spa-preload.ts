import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../shared/paths.js';

/** The lazily loaded module of each page (src/client/app/router.tsx), as Vite's manifest names it. */
export const PAGE_MODULES: Record<string, string> = {
  [paths.landing]: 'app/routes/landing.tsx',
  [paths.app]: 'app/routes/explorer.tsx',
  [paths.login]: 'app/routes/login.tsx',
  [paths.register]: 'app/routes/register.tsx',
  [paths.forgotPassword]: 'app/routes/forgot-password.tsx',
  [paths.subscription]: 'app/routes/subscription.tsx',
  [paths.support]: 'app/routes/support.tsx',
  [paths.policy]: 'app/routes/policy.tsx',
  [paths.myIdioms]: 'app/routes/my-idioms.tsx',
  [paths.review]: 'app/routes/review.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The chunk files and stylesheets a manifest entry needs at once, its static imports included. */
function needs(manifest: Record<string, ManifestChunk>, key: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    // The entry chunk and its stylesheet are in index.html already.
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * index.html for each page with its own chunks preloaded and its stylesheets linked in the head,
 * so the browser fetches them alongside the entry instead of after it has run (ADR 0102). Pages
 * not listed, or a build without a manifest, get index.html as it is.
 */
export function pageHtmlByPath(clientDir: string, indexHtml: string): Map<string, string> {
  const byPath = new Map<string, string>();
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return byPath;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  for (const [path, module] of Object.entries(PAGE_MODULES)) {
    if (!manifest[module]) continue;
    const { scripts, styles } = needs(manifest, module);
    const links = [
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    byPath.set(
      path,
      indexHtml.replace(/\n?\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`),
    );
  }
  return byPath;
}
