import { type ListFigures, p } from './scale-run';

export interface ScaleRun {
  engine: 'pglite' | 'postgres';
  clients: number;
  seedMs: number;
  lists: ListFigures[];
  loopMaxMs: number;
  screenLoopMaxMs: number;
  memoryGrowthBytes: number;
  screens: { name: string; rowsMs: number; heapBytes: number }[];
  backup: { ms: number; maxRssBytes: number };
  restore: { ms: number; maxRssBytes: number };
}

const MB = 1024 * 1024;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;
const ratio = (big: number, small: number) => (small > 0 ? `${(big / small).toFixed(2)}×` : 'n/a');

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows)
    process.stdout.write(`| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |\n`);
}

/**
 * One table per engine: each line at the smallest and the largest size, and
 * the ratio between their p95s (the growth the issue bounds at 2×).
 */
export function printScale(runs: ScaleRun[]) {
  for (const engine of new Set(runs.map((r) => r.engine))) {
    const mine = runs.filter((r) => r.engine === engine).sort((a, b) => a.clients - b.clients);
    const small = mine[0]!;
    const big = mine.at(-1)!;
    process.stdout.write(
      `\n## ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${small.clients} → ${big.clients} clients\n\n`,
    );
    const rows = [['line', `${small.clients}: p50 / p95`, `${big.clients}: p50 / p95`, 'p95 growth']];
    for (const list of big.lists) {
      const before = small.lists.find((l) => l.name === list.name)!;
      for (const kind of ['first', 'filtered', 'search', 'deep'] as const) {
        if (list[kind].length === 0) continue;
        const label = kind === 'deep' ? `deep (page ${list.deepPage})` : kind;
        rows.push([
          `${list.name}: ${label}`,
          `${ms(p(before[kind], 50))} / ${ms(p(before[kind], 95))}`,
          `${ms(p(list[kind], 50))} / ${ms(p(list[kind], 95))}`,
          ratio(p(list[kind], 95), p(before[kind], 95)),
        ]);
      }
    }
    rows.push([
      'longest event-loop delay (lists)',
      ms(small.loopMaxMs),
      ms(big.loopMaxMs),
      ratio(big.loopMaxMs, small.loopMaxMs),
    ]);
    rows.push([
      'longest event-loop delay (screens)',
      ms(small.screenLoopMaxMs),
      ms(big.screenLoopMaxMs),
      ratio(big.screenLoopMaxMs, small.screenLoopMaxMs),
    ]);
    rows.push(['server memory growth', mb(small.memoryGrowthBytes), mb(big.memoryGrowthBytes), '']);
    for (const screen of big.screens) {
      const before = small.screens.find((s) => s.name === screen.name)!;
      rows.push([
        `Chromium ${screen.name}: rows`,
        ms(before.rowsMs),
        ms(screen.rowsMs),
        ratio(screen.rowsMs, before.rowsMs),
      ]);
      rows.push([
        `Chromium ${screen.name}: JS heap`,
        mb(before.heapBytes),
        mb(screen.heapBytes),
        ratio(screen.heapBytes, before.heapBytes),
      ]);
    }
    rows.push(['seed:archive', ms(small.seedMs), ms(big.seedMs), '']);
    rows.push(['backup --rows-only: time', ms(small.backup.ms), ms(big.backup.ms), '']);
    rows.push([
      'backup --rows-only: peak memory',
      mb(small.backup.maxRssBytes),
      mb(big.backup.maxRssBytes),
      ratio(big.backup.maxRssBytes, small.backup.maxRssBytes),
    ]);
    rows.push(['restore: time', ms(small.restore.ms), ms(big.restore.ms), '']);
    rows.push([
      'restore: peak memory',
      mb(small.restore.maxRssBytes),
      mb(big.restore.maxRssBytes),
      ratio(big.restore.maxRssBytes, small.restore.maxRssBytes),
    ]);
    table(rows);
  }
}
