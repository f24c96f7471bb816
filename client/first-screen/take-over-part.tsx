import { TAKE_OVER_MARKS } from '@common/page-answers';
import * as React from 'react';

/**
 * The take-over of a screen the server drew (decision 0034) in parts, a few milliseconds of them a task:
 * one render of the whole screen was one long task on a phone's CPU, the page unresponsive meanwhile. A
 * part's content waits while the first render goes on past it, its element kept as the server drew it,
 * and is drawn over that element later; parts met inside it wait their turn in the same way. Each render
 * is marked in the page's performance timeline (TAKE_OVER_MARKS).
 */
type Part = { wait: Promise<void>; resume: () => void; resumed: boolean; gone: boolean; drawn?: () => void };
let takingOver: { queue: Part[]; parts: Map<string, Part> } | undefined;

/**
 * A task's share of the parts, in the device's own time. Smaller, the take-over ends later (the browser
 * draws frames between the tasks): at four times this machine's CPU, the documents' 50 rows were taken
 * over 0.86 s after the page came with 8 ms, 1.10 s with 4, and 0.74 s in one task. On a phone four
 * times slower than the machine Lighthouse measures on, 8 ms and the part that ends a task come near
 * the 50 ms past which a task blocks input (decision 0034).
 */
const SLICE_MS = 8;

// Messages, not timers: nested timers wait 4 ms each past the fifth.
const tasks: (() => void)[] = [];
let channel: MessageChannel | undefined;
function inANewTask(run: () => void) {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => tasks.shift()?.();
  }
  tasks.push(run);
  channel.port2.postMessage(null);
}

/**
 * Runs `render` (the first render over the server's elements), then draws the parts it left waiting, in
 * the order they were met (the screen's own, top to bottom), as many a task as fit in SLICE_MS. Settles
 * once none is left.
 */
export function takeOverInParts(render: () => void): Promise<void> {
  const queue: Part[] = [];
  takingOver = { queue, parts: new Map() };
  performance.mark(TAKE_OVER_MARKS.start);
  render();
  performance.mark(TAKE_OVER_MARKS.drawn);
  return new Promise((done) => {
    const task = () => {
      const started = performance.now();
      const drawNext = () => {
        let part = queue.shift();
        while (part?.gone) part = queue.shift();
        if (!part) {
          takingOver = undefined;
          done();
          return;
        }
        let wentOn = false;
        const goOn = () => {
          if (wentOn) return;
          wentOn = true;
          if (performance.now() - started < SLICE_MS) drawNext();
          else inANewTask(task);
        };
        performance.mark(TAKE_OVER_MARKS.start);
        part.drawn = () => {
          performance.mark(TAKE_OVER_MARKS.drawn);
          goOn();
        };
        part.resumed = true;
        // Drawn in this task's microtasks, which then go on; a part gone meanwhile (another tab chosen),
        // or whose render failed, is not drawn, and the next task goes on instead.
        part.resume();
        inANewTask(goOn);
      };
      drawNext();
    };
    inANewTask(task);
  });
}

/** A number of the part's own for its ids, from its name (FNV-1a), never the root's 0. */
function idSpace(name: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0 || 1;
}

function Deferred({ name, children }: { name: string; children: React.ReactElement }) {
  const part = takingOver?.parts.get(name);
  if (takingOver && !part) {
    let resume = () => {};
    const wait = new Promise<void>((resolve) => (resume = resolve));
    const waiting = { wait, resume, resumed: false, gone: false };
    takingOver.parts.set(name, waiting);
    takingOver.queue.push(waiting);
    throw wait;
  }
  if (part && !part.resumed) throw part.wait;
  return children;
}

/** Preact's own fields (mangled) of a vnode: its parent, its component; and a boundary's `_childDidSuspend`. */
type Boundary = React.Component & { __c?: (wait: Promise<void>, suspended: VNode) => void };
type VNode = { type: unknown; __?: VNode; __c?: Boundary };

/**
 * A part of the screen taken over on its own (above); outside a take-over, its child. The child must
 * draw exactly one element, on the server as in the browser: the part keeps the one element the server
 * drew in its place. The name is the part's own on the screen.
 *
 * It catches its content's wait as Suspense does, through the hook Preact's React layer looks for (`__c`,
 * the mangled name of `_childDidSuspend`), but draws no fallback: Suspense takes the server's elements
 * away for its fallback unless the whole render is a `hydrate`, which would leave unchecked any attribute
 * the browser draws otherwise than the server.
 */
export class TakeOverPart extends React.Component<{ name: string; children: React.ReactElement }> {
  __c(wait: Promise<void>, suspended: VNode) {
    // Another wait inside the part (a lazy component's code): the boundary above it takes it, with its
    // fallback, as if the part were not there.
    if (suspended.type !== Deferred)
      for (let vnode = (this as unknown as { __v?: VNode }).__v?.__; vnode; vnode = vnode.__)
        if (vnode.__c?.__c) return vnode.__c.__c(wait, suspended);
    void wait.then(() => suspended.__c?.forceUpdate(() => takingOver?.parts.get(this.props.name)?.drawn?.()));
  }

  // Gone before its turn (another tab chosen meanwhile): the parts after it go on.
  componentWillUnmount() {
    const part = takingOver?.parts.get(this.props.name);
    if (part) part.gone = true;
  }

  private ids?: [number, number];

  render() {
    // Ids of its own (`useId`, through Preact's mangled `_mask`): drawn in another order than the server's
    // render met them, the parts would otherwise take each other's. (The public pages are prerendered
    // by React, which has no such thing and needs none.)
    const vnode = (this as unknown as { __v?: { __m?: [number, number] } }).__v;
    if (vnode) vnode.__m = this.ids ??= [idSpace(this.props.name), 0];
    return <Deferred name={this.props.name}>{this.props.children}</Deferred>;
  }
}
