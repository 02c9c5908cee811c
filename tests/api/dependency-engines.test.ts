import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Issue 17: `npm install` warned EBADENGINE (content-disposition@3 and cookie@2 need Node ≥ 22)
// while the project declares Node ≥ 20.19. Every locked package must run on the oldest Node we
// declare.
export function packagesRefusing(
  lock: { packages: Record<string, { engines?: { node?: string } }> },
  node: string,
) {
  return Object.entries(lock.packages)
    .filter(
      ([path, info]) => path && info.engines?.node && !semver.satisfies(node, info.engines.node),
    )
    .map(
      ([path, info]) => `${path.replace(/^.*node_modules\//, '')} needs node ${info.engines!.node}`,
    );
}

describe('dependency engines', () => {
  it('every locked package supports the oldest Node the project declares', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(packagesRefusing(lock, oldest)).toEqual([]);
  });
});
