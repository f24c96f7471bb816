import { documentCategories } from '@common/document-categories';
import { REQUEST_ITEMS_MAX } from '@common/document-requests';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { type ChecklistRow, emptyItem } from '../request-form';

/** The part of a form the editor fills: the request's and the template's forms both have it. */
export type ChecklistForm = { items: ChecklistRow[] };

/**
 * The checklist: a row per document asked for, with its name, an optional
 * hint and its category. New rows go at the end and take the focus.
 */
export function ChecklistEditor({ form }: { form: UseFormReturn<ChecklistForm> }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const errors = formState.errors.items;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold text-slate-900">Documenti da chiedere</legend>
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const label = `Documento ${index + 1}`;
          const rowErrors = errors?.[index];
          return (
            <li key={field.id}>
              <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
                <legend className="px-1 text-sm font-medium text-slate-700">{label}</legend>
                <FormField label="Nome" error={rowErrors?.name?.message}>
                  {(f) => <Input {...f} {...register(`items.${index}.name`)} autoComplete="off" />}
                </FormField>
                <FormField label="Categoria" error={rowErrors?.category?.message}>
                  {(f) => (
                    <NativeSelect {...f} {...register(`items.${index}.category`)}>
                      {documentCategories.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField
                  label="Indicazione (facoltativa)"
                  error={rowErrors?.hint?.message}
                  className="sm:col-span-2"
                >
                  {(f) => <Input {...f} {...register(`items.${index}.hint`)} autoComplete="off" />}
                </FormField>
                <div className="sm:col-span-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    icon={<Trash2 aria-hidden="true" />}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  >
                    Rimuovi<span className="sr-only"> {label.toLowerCase()}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          icon={<Plus aria-hidden="true" />}
          disabled={fields.length >= REQUEST_ITEMS_MAX}
          onClick={() => append(emptyItem())}
        >
          Aggiungi documento
        </Button>
      </div>
    </fieldset>
  );
}
