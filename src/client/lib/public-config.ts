import { useEffect, useState } from 'react';
import type { PublicConfig } from '../../shared/schemas/config';
import { apiRequest } from './api-client';
import { lazySchema } from './lazy-schema';

// Every page asks for the config; its schema (and zod) loads with the reply, not before (ADR 0103).
const PublicConfigSchema = lazySchema(() =>
  import('../../shared/schemas/config').then((schemas) => schemas.PublicConfigSchema),
);

let cached: Promise<PublicConfig | null> | null = null;

/** GET /api/config once per page load; null when it cannot be fetched (offline). */
export function loadPublicConfig(): Promise<PublicConfig | null> {
  cached ??= apiRequest('/api/config', {
    auth: false,
    schema: PublicConfigSchema,
    timeoutMs: 10_000,
  }).catch(() => {
    cached = null;
    return null;
  });
  return cached;
}

export function usePublicConfig(): { config: PublicConfig | null; loading: boolean } {
  const [state, setState] = useState<{ config: PublicConfig | null; loading: boolean }>({
    config: null,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    void loadPublicConfig().then((config) => live && setState({ config, loading: false }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Shown when /api/config is unreachable. */
export const DEFAULT_SUPPORT_EMAIL = 'support@chengyu-atlas.local';
