import * as React from 'react';
import type { z } from 'zod';
import type { lazySchema } from './lazy-zod-resolver';

type Errors<Input> = Partial<Record<keyof Input & string, string>>;

/**
 * A form of a few text fields without react-hook-form (15.7 KB, more than the rest of the profile's own
 * code): the inputs are the browser's own, read when the form is sent and checked by the route's schema,
 * fetched on the form's first focus. It keeps what people notice of the library: each field's first
 * message under it, the first wrong field focused, messages checked again as the person types once the
 * form was sent. The forms a client sees at load use it ('Profilo'); the others keep the library.
 */
export function useLightForm<Input extends Record<string, string>, Output>(
  schema: ReturnType<typeof lazySchema<z.ZodType<Output, Input>>>,
  defaultValues: Input,
) {
  const form = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<Errors<Input>>({});
  const sent = React.useRef(false);
  const field = (name: keyof Input & string) =>
    form.current?.elements.namedItem(name) as HTMLInputElement | null | undefined;

  const check = async () => {
    const values = Object.fromEntries(new FormData(form.current ?? undefined));
    const result = (await schema.get()).safeParse(values);
    const found: Errors<Input> = {};
    for (const issue of result.error?.issues ?? [])
      found[issue.path[0] as keyof Input & string] ??= issue.message;
    setErrors(found);
    return { result, found };
  };

  return {
    errors,
    formProps: {
      ref: form,
      noValidate: true,
      onFocus: schema.preload,
      // A schema that could not be fetched (offline for a moment) is asked again at the next send.
      onInput: () => {
        if (sent.current) check().catch(() => {});
      },
    },
    register: (name: keyof Input & string) => ({ name, defaultValue: defaultValues[name] }),
    handleSubmit: (onValid: (values: Output) => void) => async (event: React.FormEvent) => {
      event.preventDefault();
      sent.current = true;
      const { result, found } = await check();
      if (result.success) return onValid(result.data);
      const fields = Array.from(form.current?.elements ?? []) as HTMLInputElement[];
      fields.find((element) => element.name in found)?.focus();
    },
    /** Gives the fields new values (all of them by default), as a form not yet sent. */
    reset: (values: Partial<Input> = defaultValues) => {
      for (const [name, value] of Object.entries(values)) {
        const element = field(name);
        if (element) element.value = value ?? '';
      }
      sent.current = false;
      setErrors({});
    },
    resetField: (name: keyof Input & string) => {
      const element = field(name);
      if (element) element.value = defaultValues[name] ?? '';
    },
    setFocus: (name: keyof Input & string) => field(name)?.focus(),
  };
}
