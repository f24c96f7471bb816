import { AlertDialog } from 'radix-ui';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import type { DialogFrameProps } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { cn } from '~/lib/utils';

type ContentFocusProps = Pick<
  React.ComponentProps<typeof AlertDialog.Content>,
  'onOpenAutoFocus' | 'onCloseAutoFocus'
>;

/** `onOpenChange` is not called while `pending`: the dialog stays open until the action has ended. */
interface ConfirmDialogProps extends DialogFrameProps, ContentFocusProps {
  /** The description is a block of its own (paragraphs), passed whole. */
  descriptionAsChild?: boolean;
  /** Choices between the description and the buttons. */
  children?: React.ReactNode;
  /** Why the last attempt failed. */
  error?: string | null;
  confirmLabel: string;
  confirmIcon: React.ReactNode;
  pending: boolean;
  onConfirm: () => void;
}

/** Asks before a destructive action; Cancel takes the focus first, as alert dialogs do. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  titleClassName,
  description,
  descriptionAsChild = false,
  children,
  error,
  confirmLabel,
  confirmIcon,
  pending,
  onConfirm,
  ...focusProps
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl"
          {...focusProps}
        >
          <AlertDialog.Title className={cn('text-lg font-semibold', titleClassName)}>
            {title}
          </AlertDialog.Title>
          {descriptionAsChild ? (
            <AlertDialog.Description asChild>{description}</AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="text-sm text-slate-700">
              {description}
            </AlertDialog.Description>
          )}
          {children}
          {error && <FormAlert>{error}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Annulla
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" icon={confirmIcon} pending={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
