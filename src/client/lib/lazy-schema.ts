import type { ResponseSchema } from './api-client';

/**
 * A response schema whose module (and zod with it) is fetched on first use, so pages that only
 * read a reply or two do not carry zod in the code they need to render (ADR 0103).
 */
export function lazySchema<T>(load: () => Promise<{ parse(data: unknown): T }>): ResponseSchema<T> {
  let loading: Promise<{ parse(data: unknown): T }> | undefined;
  return {
    async parse(data) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return (await loading).parse(data);
    },
  };
}
