import * as React from 'react';
import { Checkbox } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { REMINDER_CHOICES, toggleReminder } from '../request-form';

interface ReminderDaysFieldProps {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}

/** When the reminders go out, before the due date; none ticked sends only the one for an overdue request. */
export function ReminderDaysField({ value, onChange, error }: ReminderDaysFieldProps) {
  const id = React.useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="font-semibold text-slate-900">Promemoria per e-mail</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Partono solo finché la richiesta non è completa; e uno, una volta sola, se la scadenza passa.
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {REMINDER_CHOICES.map((choice) => (
          <div key={choice.days} className="flex min-h-9 items-center gap-2">
            <Checkbox
              id={`${id}-${choice.days}`}
              checked={value.includes(choice.days)}
              onCheckedChange={(checked) => onChange(toggleReminder(value, choice.days, checked === true))}
            />
            <Label htmlFor={`${id}-${choice.days}`} className="font-normal">
              {choice.label}
            </Label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
