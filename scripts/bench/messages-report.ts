/**
 * The tables `npm run bench:messages` prints: one per engine, each line at every size measured, the
 * growth of its p95 from the smallest to the largest and the goal it is held to.
 */
import os from 'node:os';
import { DELIVERIES, type DeliveryFigures } from './messages-delivery';
import { FAN_OUT, STREAMS, type StreamFigures } from './messages-fan-out';
import type { ReadFigures } from './messages-run';
import { percentile } from './support';

export interface Run {
  engine: 'pglite' | 'postgres';
  clients: number;
  seedMs: number;
  threads: number;
  messages: number;
  /** Messages with a file: the client's uploads, the firm's documents. */
  uploads: number;
  documents: number;
  reads: ReadFigures[];
  loopMaxMs: number;
  delivery: DeliveryFigures;
  streams: StreamFigures;
}

const MB = 1024 * 1024;
const out = (line: string) => process.stdout.write(`${line}\n`);
const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);
const p50p95 = (xs: number[]) => `${ms(percentile(xs, 50))} / ${ms(percentile(xs, 95))}`;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const verdict = (values: number[], goal: number) => (values.every((v) => v <= goal) ? 'met' : 'MISSED');

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  out(line(rows[0]!));
  out(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows.slice(1)) out(line(row));
}

const slowest = (r: Run) =>
  r.reads
    .map((read) => ({ name: read.name, max: Math.max(...read.samples) }))
    .reduce((a, b) => (b.max > a.max ? b : a));

/** One engine's runs, smallest first. */
function engineTable(mine: Run[]) {
  const small = mine[0]!;
  const big = mine.at(-1)!;
  const ratio = (large: number, little: number) =>
    mine.length < 2 ? '–' : little > 0 ? `${(large / little).toFixed(2)}×` : 'n/a';
  // The issue's bounds: the reads' p95 within 50 ms on PostgreSQL, 150 ms on PGlite.
  const readGoal = small.engine === 'postgres' ? 50 : 150;
  const rows: string[][] = [
    ['line', ...mine.map((r) => `${r.clients}: p50 / p95`), 'p95 growth', 'goal', ''],
  ];
  const row = (name: string, cells: string[], growth: string, goal: string, met: string) =>
    rows.push([name, ...cells, growth, goal, met]);
  const found = (f: ReadFigures) =>
    f.total !== null ? ` (${f.total} found)` : f.files !== null ? ` (${f.files} files on the page)` : '';
  for (const read of small.reads) {
    const figures = mine.map((r) => r.reads.find((x) => x.name === read.name)!);
    const p95s = figures.map((f) => percentile(f.samples, 95));
    row(
      read.name,
      figures.map((f) => `${p50p95(f.samples)}${found(f)}`),
      ratio(p95s.at(-1)!, p95s[0]!),
      `p95 ≤ ${readGoal} ms`,
      verdict(p95s, readGoal),
    );
  }
  row(
    'longest event-loop stall (reads)',
    mine.map((r) => ms(r.loopMaxMs)),
    ratio(big.loopMaxMs, small.loopMaxMs),
    '',
    '',
  );
  row(
    'slowest single read',
    mine.map((r) => `${ms(slowest(r).max)} (${slowest(r).name})`),
    ratio(slowest(big).max, slowest(small).max),
    '',
    '',
  );
  const deliveries = (pick: (r: Run) => number[], name: string) => {
    const p95s = mine.map((r) => percentile(pick(r), 95));
    row(
      name,
      mine.map((r) => p50p95(pick(r))),
      ratio(p95s.at(-1)!, p95s[0]!),
      'p95 ≤ 2 s',
      verdict(p95s, 2000),
    );
  };
  deliveries((r) => r.delivery.toEvent, `delivery: POST → event (${DELIVERIES})`);
  deliveries((r) => r.delivery.toShown, 'delivery: POST → event + GET thread');
  deliveries((r) => r.streams.fanOut, `delivery with ${STREAMS} streams open (${FAN_OUT})`);
  const growth = (name: string, pick: (s: StreamFigures) => number) =>
    row(
      `${STREAMS} streams: server ${name} growth`,
      mine.map((r) => `${mb(pick(r.streams))} (${(pick(r.streams) / 1024 / STREAMS).toFixed(1)} KB each)`),
      '',
      '≤ 50 MB',
      verdict(
        mine.map((r) => pick(r.streams)),
        50 * MB,
      ),
    );
  growth('heap', (s) => s.heapGrowth);
  growth('RSS', (s) => s.rssGrowth);
  row(
    `${STREAMS} streams: open (messageEvents.size), time to open`,
    mine.map((r) => `${r.streams.opened}, ${ms(r.streams.openMs)}`),
    '',
    `${STREAMS}`,
    verdict(
      mine.map((r) => Math.abs(r.streams.opened - STREAMS)),
      0,
    ),
  );
  row(
    `${FAN_OUT} clients: exactly their own event / stray events`,
    mine.map((r) => `${r.streams.ownEvents} / ${r.streams.strayEvents}`),
    '',
    `${FAN_OUT} / 0`,
    mine.every((r) => r.streams.ownEvents === FAN_OUT && r.streams.strayEvents === 0) ? 'met' : 'MISSED',
  );
  row(
    `longest event-loop stall (opening ${STREAMS} streams)`,
    mine.map((r) => ms(r.streams.openLoopMaxMs)),
    ratio(big.streams.openLoopMaxMs, small.streams.openLoopMaxMs),
    '',
    '',
  );
  row(
    `longest event-loop stall (${FAN_OUT} messages to open streams)`,
    mine.map((r) => ms(r.streams.loopMaxMs)),
    ratio(big.streams.loopMaxMs, small.streams.loopMaxMs),
    '',
    '',
  );
  row(
    'seed: conversations / messages / with a file (uploads + documents), time',
    mine.map(
      (r) =>
        `${r.threads} / ${r.messages} / ${r.uploads + r.documents} (${r.uploads} + ${r.documents}), ${ms(r.seedMs)}` +
        (r.streams.addedClients ? ` (+${r.streams.addedClients} clients for the streams)` : ''),
    ),
    '',
    '',
    '',
  );
  table(rows);
}

export function printMessages(runs: Run[], samples: number, wallMs: number) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  out(
    `\nload average ${load}; ${os.cpus().length} CPUs; node ${process.version}; ${samples} samples a read; wall time ${ms(wallMs)}`,
  );
  for (const engine of new Set(runs.map((r) => r.engine))) {
    const mine = runs.filter((r) => r.engine === engine).sort((a, b) => a.clients - b.clients);
    out(
      `\n## ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${mine.map((r) => r.clients).join(' → ')} clients\n`,
    );
    engineTable(mine);
  }
}
