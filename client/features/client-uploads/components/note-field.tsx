import { NOTE_MAX } from '@common/client-uploads';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';

interface NoteFieldProps {
  value: string;
  disabled: boolean;
  onChange: (note: string) => void;
}

/** The one note of a sending, read by the firm with every file of it. */
export function NoteField({ value, disabled, onChange }: NoteFieldProps) {
  return (
    <FormField
      label="Nota per lo studio (facoltativa)"
      hint={
        <>
          Per esempio: «Spese mediche per il 730». <span className="tabular-nums">{value.length}</span> di{' '}
          {NOTE_MAX} caratteri.
        </>
      }
    >
      {(field) => (
        <Textarea
          {...field}
          value={value}
          maxLength={NOTE_MAX}
          rows={3}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
