import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema, lazyZodResolver } from './lazy-zod-resolver';

describe('lazySchema', () => {
  it('fetches once, and again after a failed fetch (offline for a moment)', async () => {
    let calls = 0;
    const schema = lazySchema(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'schema';
    });
    await expect(schema.get()).rejects.toThrow('offline');
    expect(await schema.get()).toBe('schema');
    expect(await schema.get()).toBe('schema');
    expect(calls).toBe(2);
  });

  it('preload asks for it without a rejection escaping', async () => {
    let calls = 0;
    const schema = lazySchema(async () => {
      calls += 1;
      throw new Error('offline');
    });
    schema.preload();
    await new Promise((resolve) => setTimeout(resolve));
    expect(calls).toBe(1);
  });
});

describe('lazyZodResolver', () => {
  it('checks with the schema it fetched: the same messages as the route', async () => {
    const schema = z.object({ text: z.string().trim().min(1, 'Scrivi il commento') });
    const { resolver } = lazyZodResolver(async () => schema);
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolver>[2];
    const bad = await resolver({ text: '  ' }, undefined, options);
    expect(bad.errors.text?.message).toBe('Scrivi il commento');
    const good = await resolver({ text: ' ciao ' }, undefined, options);
    expect(good.values).toEqual({ text: 'ciao' });
  });
});
