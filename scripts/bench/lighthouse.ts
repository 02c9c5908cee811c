import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { startServer } from './server.js';
import type { BenchSection } from './types.js';

/** Pages and form factors of issue 16, with its targets (mobile ones are the targets). */
const PAGES = ['/', '/login'] as const;
const FORM_FACTORS = ['mobile', 'desktop'] as const;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseFigures {
  scores: Record<keyof typeof TARGETS, number>;
  lcpMs: number;
  tbtMs: number;
  /** Bytes over the wire for the whole page load, as Lighthouse counts them. */
  transferBytes: number;
  /** The JavaScript part of it. */
  scriptBytes: number;
  /** Audits that failed (score < 1), for reading why a category lost points. */
  failing: string[];
}

function resourceBytes(lhr: { audits: Record<string, { details?: unknown }> }, type: string) {
  const details = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === type)?.transferSize ?? NaN;
}

/** Runs Lighthouse once against one URL with the default (mobile) or desktop config. */
export async function auditPage(
  url: string,
  formFactor: (typeof FORM_FACTORS)[number],
  port: number,
): Promise<LighthouseFigures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: keyof typeof TARGETS) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
    .filter((id) => {
      const audit = lhr.audits[id];
      return (
        audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative'
      );
    });
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    transferBytes: numeric('total-byte-weight'),
    scriptBytes: resourceBytes(lhr, 'script'),
    failing: [...new Set(failing)],
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

/**
 * Runs per page and form factor; the median run by performance score is reported, as Lighthouse
 * advises, since one run on a busy machine can swing the score by ten points or more.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function medianAudit(url: string, formFactor: (typeof FORM_FACTORS)[number]) {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await auditInFreshChrome(url, formFactor));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return runs[Math.floor(runs.length / 2)]!;
}

/**
 * One audit in its own Chrome: a browser reused across audits now and then loses a trace
 * (NO_NAVSTART), so each gets a fresh one, and a run that fails that way is tried once more.
 */
async function auditInFreshChrome(url: string, formFactor: (typeof FORM_FACTORS)[number]) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      return await auditPage(url, formFactor, chrome.port);
    } catch (error) {
      if (attempt >= 2) throw error;
    } finally {
      chrome.kill();
    }
  }
}

/**
 * Lighthouse scores of `/` and `/login`, mobile and desktop, against the built server on a fresh
 * DATA_DIR. Only `npm run bench -- lighthouse` (or the full bench) runs it; it takes a few minutes
 * (LIGHTHOUSE_RUNS=1 for a quick look).
 * The full figures are written to build/lighthouse.json. The targets are the mobile ones.
 */
export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  async run({ root }) {
    const server = await startServer(root);
    const figures: Record<string, string> = {};
    const report: Record<string, LighthouseFigures> = {};
    let ok = true;
    try {
      for (const page of PAGES) {
        for (const formFactor of FORM_FACTORS) {
          const result = await medianAudit(`${server.baseUrl}${page}`, formFactor);
          report[`${page} ${formFactor}`] = result;
          const { performance, accessibility, seo } = result.scores;
          const bestPractices = result.scores['best-practices'];
          figures[`${page} ${formFactor}`] =
            `perf ${performance}, a11y ${accessibility}, best practices ${bestPractices}, SEO ${seo}; ` +
            `LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, ` +
            `${kb(result.transferBytes)} KB (JS ${kb(result.scriptBytes)} KB)`;
          if (result.failing.length > 0)
            figures[`${page} ${formFactor} failing`] = result.failing.join(', ');
          if (formFactor === 'mobile') {
            for (const [category, target] of Object.entries(TARGETS))
              if (result.scores[category as keyof typeof TARGETS] < target) ok = false;
          }
        }
      }
      writeFileSync(join(root, 'build', 'lighthouse.json'), JSON.stringify(report, null, 2));
    } finally {
      await server.stop();
    }
    return { figures, ok };
  },
};
