import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';

/** What every dialog of ours has: its state, an optional Trigger, a title and a description. */
export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it is not opened from elsewhere. */
  trigger?: React.ReactNode;
  title: React.ReactNode;
  titleClassName?: string;
  description: React.ReactNode;
}

type DialogShellProps = DialogFrameProps & Omit<React.ComponentProps<typeof DialogContent>, 'title'>;

/** A dialog with its title and description; what follows them (a form, the actions) is the children. */
export function DialogShell({ open, onOpenChange, trigger, ...props }: DialogShellProps) {
  const { title, titleClassName, description, children, ...contentProps } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...contentProps}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
