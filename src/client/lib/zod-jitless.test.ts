import { expect, it } from 'vitest';
import './zod-jitless';

it('turns off zod’s eval probe through the global zod reads its settings from', async () => {
  const { globalConfig } = await import('zod/v4/core');
  expect(globalConfig.jitless).toBe(true);
});
