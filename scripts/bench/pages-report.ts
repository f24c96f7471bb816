import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

export interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Every script of the page from our origin, gzip -9 as on disk (the budget's unit). */
  jsGzipKb: number;
  /** Everything the page downloaded, as transferred (brotli where the server had it). */
  totalKb: number;
  failed: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzipSizeOf(file: string): Promise<number> {
  if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).length;
  return gzipSync(await readFile(file), { level: 9 }).length;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export async function resultOf(
  page: string,
  lhr: Result,
  webRoot: string,
  origin: string,
): Promise<PageResult> {
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  let jsGzip = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url.startsWith(origin)) continue;
    const file = path.join(webRoot, new URL(item.url).pathname);
    jsGzip += existsSync(file) ? await gzipSizeOf(file) : (item.transferSize ?? 0);
  }
  // Audits that lost points, to say what keeps a page from 100.
  const failed = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}/${ref.id}`),
  );
  if (lhr.runtimeError) failed.unshift(`error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    page,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsGzipKb: jsGzip / 1024,
    totalKb: metric(lhr, 'total-byte-weight') / 1024,
    failed,
  };
}

export function printTable(results: PageResult[], runs: number) {
  const header = [
    'page',
    'perf',
    'a11y',
    'best-pr.',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS gz KB',
    'total KB',
  ];
  const rows = results.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.fcp / 1000).toFixed(2)} s`,
    `${(r.lcp / 1000).toFixed(2)} s`,
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    r.jsGzipKb.toFixed(1),
    r.totalKb.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.warn(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated throttling`);
  console.warn(line(header));
  console.warn(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.warn(line(row));
  console.warn('\nTargets: 100 in all four, FCP and LCP ≤ 1.0 s, TBT ≤ 50 ms, CLS 0, JS ≤ 30 KB gzipped.');
  for (const r of results)
    if (r.failed.length) console.warn(`${r.page}: below 100 in ${r.failed.join(', ')}`);
}
