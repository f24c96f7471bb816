import { Camera } from 'lucide-react';
import * as React from 'react';
import { Button, type ButtonProps } from '~/components/ui/button';
import { cn } from '~/lib/utils';

interface FilePickerButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild'> {
  accept: string;
  multiple?: boolean;
  /** Asks a phone to open its camera rather than the file list. */
  capture?: 'environment' | 'user';
  onFiles: (files: File[]) => void;
}

/**
 * A real button that opens the file picker: reachable by keyboard and named
 * like any button, where a styled file input would say "No file chosen".
 */
export function FilePickerButton({
  accept,
  multiple,
  capture,
  onFiles,
  disabled,
  ...props
}: FilePickerButtonProps) {
  const input = React.useRef<HTMLInputElement>(null);
  return (
    <>
      <Button disabled={disabled} onClick={() => input.current?.click()} {...props} />
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        capture={capture}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied so the same file can be chosen again (after removing it, say).
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

/**
 * 'Scatta una foto': the camera's own picker, on phones and tablets only
 * (a coarse pointer), where a photo of the paper is the usual way to send it.
 */
export function CameraPickerButton({
  className,
  children = 'Scatta una foto',
  ...props
}: Omit<FilePickerButtonProps, 'accept' | 'capture'>) {
  return (
    <FilePickerButton
      variant="outline"
      size="lg"
      className={cn('hidden pointer-coarse:inline-flex', className)}
      accept="image/*"
      capture="environment"
      icon={<Camera aria-hidden="true" />}
      {...props}
    >
      {children}
    </FilePickerButton>
  );
}

const hasFiles = (event: DragEvent | React.DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  className?: string;
  /** The zone's buttons and texts; the zone itself adds only the drop. */
  children: React.ReactNode;
}

/**
 * An area files can be dropped on, around the picker buttons: dropping is an
 * extra for mouse users, the buttons inside remain the way in. While it is on
 * the page a file dropped beside it is ignored rather than opened by the
 * browser in place of the page.
 */
export function FileDropZone({ onFiles, disabled, className, children }: FileDropZoneProps) {
  const [over, setOver] = React.useState(false);

  React.useEffect(() => {
    const keepPage = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop is an extra; the buttons inside are the accessible way.
    <div
      className={cn(
        'rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-4 transition-colors sm:p-6',
        over && !disabled && 'border-brand-700 bg-brand-50',
        className,
      )}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (!disabled && files.length > 0) onFiles(files);
      }}
    >
      {children}
    </div>
  );
}
