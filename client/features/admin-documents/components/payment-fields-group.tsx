import type * as React from 'react';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';

interface PaymentFieldsGroupProps {
  /** Ties the checkbox to its label; unique on the page. */
  id: string;
  isPayment: boolean;
  onPaymentChange: (isPayment: boolean) => void;
  checkboxRef?: React.Ref<HTMLButtonElement>;
  /** The amount input's value and handlers (a form's `register`, or a controlled value). */
  amountInput: React.ComponentProps<'input'>;
  dueDateInput: React.ComponentProps<'input'>;
  errors: { amount?: string; dueDate?: string };
  disabled: boolean;
  /** Read after each label, never shown: which file of a list the fields are for (' per a.pdf'). */
  srSuffix?: string;
}

/**
 * 'È un pagamento (F24 o altro)': ticked, the document asks the client to
 * pay an amount by a date; its two fields appear only then, so an ordinary
 * upload stays as short as before.
 */
export function PaymentFieldsGroup({
  id,
  isPayment,
  onPaymentChange,
  checkboxRef,
  amountInput,
  dueDateInput,
  errors,
  disabled,
  srSuffix,
}: PaymentFieldsGroupProps) {
  const suffix = srSuffix ? <span className="sr-only">{srSuffix}</span> : null;
  return (
    <div className="grid gap-3">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id={id}
          ref={checkboxRef}
          checked={isPayment}
          disabled={disabled}
          onCheckedChange={(checked) => onPaymentChange(checked === true)}
        />
        <Label htmlFor={id} className="py-2">
          È un pagamento (F24 o altro){suffix}
        </Label>
      </div>
      {isPayment && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={<>Importo (€){suffix}</>}
            hint="In euro, ad esempio 1.250,00"
            error={errors.amount}
          >
            {(field) => (
              <Input
                {...field}
                {...amountInput}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                disabled={disabled}
              />
            )}
          </FormField>
          <FormField label={<>Scadenza del pagamento{suffix}</>} error={errors.dueDate}>
            {(field) => <Input {...field} {...dueDateInput} type="date" disabled={disabled} />}
          </FormField>
        </div>
      )}
    </div>
  );
}
