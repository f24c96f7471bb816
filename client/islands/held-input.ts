/**
 * What a person does inside an island before its code has run is not lost: a button tapped, a form
 * sent, a key of a tab list, text typed, files chosen or dropped. The page's first script (page-script.ts,
 * inline in the head, so it listens before the body is parsed) installs this. On a page of islands the
 * runtime releases each island once its component has hydrated and its effects have run; on a page the
 * framework hydrates whole, the parts that wait for code of their own (a tab's) release themselves
 * (held-part.tsx), as React drops an event on a part whose code has not come (it does not replay it).
 * The values go back first (the form
 * library starts from its default values), then the taps, keys and sends are done again, in order. An
 * island's events reach nothing else until then: React, listening on the island from `hydrateRoot` on,
 * would act on them before the island has read its own state, and again when they are done again.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

export interface HeldInput {
  /** Islands something was held for, woken or not. */
  waiting(): HTMLElement[];
  /** Who is told of an island as soon as something is held for it: the runtime, once it runs. */
  onHold(wake: (island: HTMLElement) => void): void;
  /** The island runs: it gets back what was typed and chosen, then what was done in it is done again. */
  release(island: HTMLElement): void;
}

interface Held {
  again: (() => void)[];
  typed: Map<Field, string>;
  chosen: Map<HTMLInputElement, FileList>;
}

export const ISLAND = '[data-island]';
/** What a part of a page the framework hydrates sends, bubbling, once its effects have run. */
export const PART_RUNS = 'held-input:part-runs';
export const isHydrated = (island: HTMLElement) => island.dataset.hydrated === 'true';

/** The island the event happened in, while its code has not run. */
function waitingIsland(event: Event): HTMLElement | null {
  const island = event.target instanceof Element ? event.target.closest<HTMLElement>(ISLAND) : null;
  return island && !isHydrated(island) ? island : null;
}

/**
 * A value put back as typing puts it. React reports a change only against the value it last saw in the
 * field: the field is emptied through its own property (which React watches), given the value through
 * its element type's setter (which React does not see), then told of the input.
 */
function putBack(field: Field, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(ours(new Event('input', { bubbles: true })));
}

/**
 * The events this module sends itself, which it must not note again. Not every event a script sends:
 * a page's own scripts, or a test driving the browser, choose files with events the browser does not
 * mark trusted, and those are a person's choices too.
 */
const sentByUs = new WeakSet<Event>();
function ours<E extends Event>(event: E): E {
  sentByUs.add(event);
  return event;
}

/** Starts holding; `beforeRuntime` is called when something is held before the runtime has said it runs. */
export function installHeldInput(beforeRuntime: () => void): HeldInput {
  const held = new Map<HTMLElement, Held>();
  let wake: ((island: HTMLElement) => void) | undefined;
  const of = (island: HTMLElement): Held => {
    const known = held.get(island);
    if (known) return known;
    const fresh: Held = { again: [], typed: new Map(), chosen: new Map() };
    held.set(island, fresh);
    return fresh;
  };
  const hold = (event: Event, island: HTMLElement, again: () => void) => {
    event.stopPropagation();
    of(island).again.push(again);
    if (wake) wake(island);
    else beforeRuntime();
  };

  // A tap on a button (the menu, 'Ricordami', 'Accetta tutti'); one that sends its form is held as the send.
  document.addEventListener(
    'click',
    (event) => {
      const island = waitingIsland(event);
      const button = island && (event.target as Element).closest('button');
      if (!island || !button || (button.type === 'submit' && button.form)) return;
      hold(event, island, () => button.isConnected && button.click());
    },
    true,
  );
  // Never sent the browser's way (the address or a page of its own would carry the fields).
  document.addEventListener(
    'submit',
    (event) => {
      const island = waitingIsland(event);
      if (!island) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      hold(event, island, () => form.isConnected && form.requestSubmit());
    },
    true,
  );
  // A tab list's keys: its own handler moves between the tabs.
  document.addEventListener(
    'keydown',
    (event) => {
      const island = waitingIsland(event);
      const tab = island && (event.target as Element).closest('[role="tab"]');
      const { key } = event;
      if (!island || !tab || !/^(Arrow|Home$|End$)/.test(key)) return;
      event.preventDefault();
      const again = () =>
        tab.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      hold(event, island, () => tab.isConnected && again());
    },
    true,
  );
  const note = (event: Event) => {
    const island = sentByUs.has(event) ? null : waitingIsland(event);
    const field = event.target;
    if (!island || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files) of(island).chosen.set(field, field.files);
    } else if (field.type !== 'checkbox' && field.type !== 'radio') of(island).typed.set(field, field.value);
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  // Files dropped: the browser would open a file dropped where nothing takes it, in place of the page.
  const withFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;
  document.addEventListener(
    'dragover',
    (event) => {
      if (withFiles(event) && waitingIsland(event)) event.preventDefault();
    },
    true,
  );
  document.addEventListener(
    'drop',
    (event) => {
      const island = waitingIsland(event);
      if (!island || !withFiles(event)) return;
      event.preventDefault();
      // Copied now: the browser empties a drop's files once the event is over.
      const files = new DataTransfer();
      for (const file of event.dataTransfer!.files) files.items.add(file);
      const target = event.target as Element;
      const again = () =>
        target.dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true, cancelable: true }));
      hold(event, island, () => target.isConnected && again());
    },
    true,
  );

  const release = (island: HTMLElement) => {
    island.dataset.hydrated = 'true';
    const what = held.get(island);
    held.delete(island);
    if (!what) return;
    for (const [field, value] of what.typed) if (field.isConnected) putBack(field, value);
    for (const [field, files] of what.chosen) {
      if (!field.isConnected) continue;
      if (field.files !== files) field.files = files;
      field.dispatchEvent(ours(new Event('change', { bubbles: true })));
    }
    for (const again of what.again) again();
  };
  document.addEventListener(PART_RUNS, (event) => release(event.target as HTMLElement));

  return {
    waiting: () => [...held.keys()],
    onHold(listener) {
      wake = listener;
    },
    release,
  };
}
