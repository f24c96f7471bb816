import { PAGE_UNREADABLE } from '@common/pdf-first-page';
import { describe, expect, it } from 'vitest';
import { createPageReader } from './read-first-pages';

/** A worker that answers each file by `answer`, or never when it returns undefined. */
class FakeWorker extends EventTarget {
  terminated = false;
  constructor(private answer: (file: File) => object | undefined) {
    super();
  }
  postMessage({ id, file }: { id: number; file: File }) {
    const page = this.answer(file);
    if (page) queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: { id, page } })));
  }
  terminate() {
    this.terminated = true;
  }
}

const pdf = (name: string) => new File(['%PDF-1.7'], name);

describe('createPageReader', () => {
  it('gives up a page that takes too long, ends that worker and reads the next file in a new one', async () => {
    const workers: FakeWorker[] = [];
    const reader = createPageReader(() => {
      const w = new FakeWorker((file) =>
        file.name === 'lento.pdf' ? undefined : { identifiers: ['RSSMRA85T10A562S'] },
      );
      workers.push(w);
      return w as unknown as Worker;
    }, 30);
    expect(await reader.read(pdf('a.pdf'))).toEqual({ identifiers: ['RSSMRA85T10A562S'] });
    expect(await reader.read(pdf('lento.pdf'))).toEqual({ problem: PAGE_UNREADABLE });
    expect(workers.map((w) => w.terminated)).toEqual([true]);
    expect(await reader.read(pdf('b.pdf'))).toEqual({ identifiers: ['RSSMRA85T10A562S'] });
    expect(workers).toHaveLength(2);
    reader.close();
    expect(workers[1]!.terminated).toBe(true);
  });

  it('says a page unreadable when its worker fails, and starts another', async () => {
    let started = 0;
    const reader = createPageReader(() => {
      started++;
      const w = new FakeWorker(() => undefined);
      w.postMessage = () => queueMicrotask(() => w.dispatchEvent(new Event('error')));
      return w as unknown as Worker;
    }, 10_000);
    expect(await reader.read(pdf('a.pdf'))).toEqual({ problem: PAGE_UNREADABLE });
    expect(await reader.read(pdf('b.pdf'))).toEqual({ problem: PAGE_UNREADABLE });
    expect(started).toBe(2);
  });
});
