import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '~/lib/utils';

interface CheckboxProps
  extends Omit<React.ComponentProps<typeof CheckboxPrimitive.Root>, 'checked' | 'onCheckedChange'> {
  /** 'indeterminate' for a select-all box when only some rows are chosen. */
  checked: CheckboxPrimitive.CheckedState;
  /** Ticked or not: a "mixed" box pressed becomes ticked. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * Radix's checkbox, drawn as the firm's own (a native one cannot be styled on every phone): Space
 * toggles it, Enter does not, a label's `htmlFor` reaches it, and inside a form it sends its value.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'group peer inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-brand-700 bg-white text-white disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-700 data-[state=indeterminate]:bg-brand-700',
        className,
      )}
      onCheckedChange={onCheckedChange && ((checked) => onCheckedChange(checked === true))}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
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
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
