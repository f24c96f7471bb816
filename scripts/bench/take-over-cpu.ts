import { chromium } from 'playwright-core';

/** Lighthouse's mobile profile slows the CPU four times; a task counts as blocking past 50 ms of that. */
const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** What one load of a signed-in page cost the main thread from its first module on, in its own CPU time. */
type Load = { blocking: number; longest: number };

/**
 * A thread's tasks: its outermost top-level events. Not only `ThreadControllerImpl::RunTask`: the
 * microtasks run after a network answer (the take-over's first render among them) come as a
 * `BlinkScheduler_PerformMicrotaskCheckpoint` of their own, outside any.
 */
function tasksOf(events: TraceEvent[], thread: TraceEvent): TraceEvent[] {
  const tasks: TraceEvent[] = [];
  const topLevel = events
    .filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.cat?.includes('toplevel'),
    )
    .sort((a, b) => a.ts - b.ts);
  for (const event of topLevel) {
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + (last.dur ?? 0)) tasks.push(event);
  }
  return tasks;
}

/** The page's main thread: among the renderer threads, the one that ran the most tasks. */
function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const counts = threads.map((t) => tasksOf(events, t).length);
  const main = threads[counts.indexOf(Math.max(...counts))];
  return main ? tasksOf(events, main) : [];
}

/**
 * The load's tasks from the one that runs its first module, each as its thread's CPU time times four.
 * Lighthouse counts from the first paint of its simulated phone, which comes before the modules have
 * crossed its slow network; unthrottled here, the take-over may run before the page's own first paint,
 * and counting from that paint read nothing for it on some loads and all of it on others.
 */
function loadCost(events: TraceEvent[]): Load {
  const tasks = mainThreadTasks(events);
  const main = tasks[0];
  const firstModule = events.find(
    (e) => e.name === 'v8.evaluateModule' && e.pid === main?.pid && e.tid === main?.tid,
  )?.ts;
  if (firstModule === undefined) throw new Error('the trace shows no module run on the page');
  const after = tasks
    .filter((t) => t.ts + (t.dur ?? 0) > firstModule)
    .map((t) => ((t.tdur ?? t.dur ?? 0) / 1000) * CPU_SLOWDOWN);
  return {
    blocking: after.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_AFTER_MS), 0),
    longest: Math.max(0, ...after),
  };
}

/**
 * The area's take-over on the main thread, from the browser's trace, by each task's thread time rather
 * than its wall time: on a shared machine another process's turn stretches a task's wall time (and
 * Lighthouse's blocking time, which moved from 465 to 724 ms between runs of one build), not its
 * thread's CPU time. Counted as Lighthouse counts: four times the CPU, past 50 ms a task, from the
 * first module on (above). The pages open in the browser's own profile, where `signInBrowser` put the
 * session; unthrottled, and from the second load on with its cache warm, as in Lighthouse's runs.
 */
export async function takeOverCpu(url: string, debuggingPort: number, loads = 7) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0]!;
    const results: Load[] = [];
    for (let i = 0; i < loads; i++) {
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'loading'] });
      await page.goto(url);
      // Past the take-over and its effects (a second on this bench's machines).
      await page.waitForTimeout(2500);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      results.push(loadCost(trace.traceEvents));
      await page.close();
    }
    const median = (pick: (load: Load) => number) =>
      results.map(pick).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
    return { blocking: median((l) => l.blocking), longest: median((l) => l.longest), loads: results };
  } finally {
    await browser.close();
  }
}
