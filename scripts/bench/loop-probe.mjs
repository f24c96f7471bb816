/**
 * Loaded with `node --import` into a process the scale bench watches. With
 * BENCH_PROBE_FILE set it records the event loop's delays: each SIGUSR2
 * writes the longest delay since the previous signal to that file (with a
 * running number, so the reader knows the answer is new) and starts afresh.
 * On exit it writes the process's peak resident memory (for the backup and
 * restore commands, which end on their own).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
// Written aside, then renamed over: the bench polls the file and must never read half an answer.
const write = (text) => {
  writeFileSync(`${file}.part`, text);
  renameSync(`${file}.part`, file);
};
if (file) {
  const delays = monitorEventLoopDelay({ resolution: 5 });
  delays.enable();
  let answers = 0;
  process.on('SIGUSR2', () => {
    answers += 1;
    write(
      JSON.stringify({
        answer: answers,
        maxDelayMs: delays.max / 1e6,
        p99DelayMs: delays.percentile(99) / 1e6,
      }),
    );
    delays.reset();
  });
  process.on('exit', () => {
    write(JSON.stringify({ answer: -1, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
  });
}
