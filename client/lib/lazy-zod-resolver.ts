import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's schema (and with it zod, about 25 KB) fetched when the person first focuses a field or sends,
 * not with the page: the same schema the route checks, one import later. `preload` goes on the form's
 * onFocus. A failed fetch (offline for a moment) is asked for again on the next try.
 */
export function lazySchema<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { get, preload: () => void get().catch(() => {}) };
}

/** The same for a react-hook-form form: a resolver that waits for its schema. */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
) {
  const schema = lazySchema(() =>
    Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([loaded, { zodResolver }]) => zodResolver(loaded) as Resolver<Input, unknown, Output>,
    ),
  );
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await schema.get())(values, context, options);
  return { resolver, preload: schema.preload };
}
