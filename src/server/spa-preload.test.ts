import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from './lib/project-root';
import { PAGE_MODULES } from './spa-preload';

it('preloads modules the client router really loads lazily', () => {
  const router = readFileSync(join(projectRoot(), 'src', 'client', 'app', 'router.tsx'), 'utf8');
  for (const module of Object.values(PAGE_MODULES)) {
    const specifier = `./${module.replace(/^app\//, '').replace(/\.tsx$/, '')}`;
    expect(router).toContain(`import('${specifier}')`);
  }
});
