import { Check, Minus } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/utils';

type CheckedState = boolean | 'indeterminate';

interface CheckboxProps extends Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> {
  /** 'indeterminate' for a select-all box when only some rows are chosen. */
  checked: CheckedState;
  onCheckedChange?: (checked: boolean) => void;
}

const stateOf = (checked: CheckedState) =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

/**
 * A checkbox drawn as the firm's own (a native one cannot be styled on every phone), with the
 * WAI-ARIA checkbox's semantics: Space toggles it, Enter does not (it would submit a form elsewhere),
 * and a label's `htmlFor` reaches it. Ours rather than Radix's: 5 KB on every private page.
 */
export function Checkbox({
  checked,
  onCheckedChange,
  className,
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const state = stateOf(checked);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native box cannot hold the tick and the dash drawn here, nor say "mixed" by attribute
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
      data-state={state}
      className={cn(
        'group peer inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-brand-700 bg-white text-white disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-700 data-[state=indeterminate]:bg-brand-700',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(checked !== true);
      }}
      {...props}
    >
      {state !== 'unchecked' && (
        <>
          {/* A select-all box is "mixed" when only some rows are chosen: a dash, not a tick. */}
          <Check
            className="size-4 group-data-[state=indeterminate]:hidden"
            strokeWidth={3}
            aria-hidden="true"
          />
          <Minus
            className="hidden size-4 group-data-[state=indeterminate]:block"
            strokeWidth={3}
            aria-hidden="true"
          />
        </>
      )}
    </button>
  );
}
