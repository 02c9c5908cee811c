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

it('has a preload entry for every page the router loads lazily, except the pass-through ones', () => {
  const router = readFileSync(join(projectRoot(), 'src', 'client', 'app', 'router.tsx'), 'utf8');
  const lazy = [...router.matchAll(/import\('\.\/routes\/([\w-]+)'\)/g)].map((m) => m[1]);
  // Pages a visitor only passes through on a redirect gain nothing from preloading.
  const passThrough = ['google-callback', 'subscription-success'];
  const preloaded = Object.values(PAGE_MODULES).map((module) =>
    module.replace(/^app\/routes\//, '').replace(/\.tsx$/, ''),
  );
  expect(lazy.filter((name) => !passThrough.includes(name!)).sort()).toEqual(preloaded.sort());
});
