declare global {
  // Zod keeps its global settings here so that every copy of it shares them (zod/v4/core/core.js).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * Zod probes `new Function` once to decide whether to compile fast parsers; under our CSP (no
 * 'unsafe-eval') the browser reports that probe as a violation. Jitless skips the probe; the
 * parsers the browser runs are small, so the compiled speed-up is not missed. Set through zod's
 * global rather than `config()` so the entry chunk does not import zod (ADR 0103).
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
});

export {};
