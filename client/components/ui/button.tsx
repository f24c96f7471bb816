import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '~/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        outline: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
        secondary: 'bg-brand-100 text-brand-900 hover:bg-brand-50',
        ghost: 'text-slate-800 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
      },
      size: {
        default: 'min-h-10 px-4 py-2',
        sm: 'min-h-9 px-3',
        lg: 'min-h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the only child (a link, for example) with the button's styles. */
  asChild?: boolean;
  /** The icon before the label; a spinner takes its place while `pending`. */
  icon?: React.ReactNode;
  /**
   * Its action is under way: a spinner, `aria-busy`, and a click (or Enter in the form) does nothing. Not
   * `disabled`: a disabled button drops the keyboard focus, and the person would have to find their place again.
   */
  pending?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  icon,
  pending = false,
  onClick,
  children,
  ...props
}: ButtonProps) {
  if (asChild)
    return (
      <Slot.Root className={cn(buttonVariants({ variant, size, className }))} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  return (
    <button
      {...props}
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size, className }))}
      aria-busy={pending || undefined}
      aria-disabled={pending || props['aria-disabled']}
      onClick={(event) => {
        // preventDefault also stops the form's submission, by a click or by Enter in a field.
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {pending ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
