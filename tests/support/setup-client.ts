import { afterEach, vi } from 'vitest';

// Tests fail on unexpected console.error (epic-stack's habit).
const originalError = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
