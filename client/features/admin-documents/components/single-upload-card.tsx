import { SINGLE_UPLOAD_ACCEPT } from '@common/documents';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import * as React from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CategoryOptions, YearOptions } from '~/components/category-year-options';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LabelledProgress } from '~/components/ui/labelled-progress';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/use-toast';
import { ClientPicker } from '~/features/client-picker/components/client-picker';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { percentOf } from '~/lib/file-size';
import { refreshDocumentLists, uploadDocument } from '../api/admin-documents';
import { usePaymentTerms } from '../api/payment-terms';
import {
  emptySingleUpload,
  type SingleUploadInput,
  type SingleUploadOutput,
  singleUploadSchema,
} from '../single-upload-form';
import { PaymentFieldsGroup } from './payment-fields-group';
import { PaymentTermsSuggestion } from './payment-terms-suggestion';

/** The 'Caricamento Singolo' sub-tab's form: one file for one client. */
export function SingleUploadCard() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = React.useState<number | null>(null);
  const [uploadedCount, setUploadedCount] = React.useState(0);
  const uploading = percent !== null;
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setValue,
    control,
    formState: { errors },
  } = useForm<SingleUploadInput, unknown, SingleUploadOutput>({
    resolver: zodResolver(singleUploadSchema),
    defaultValues: emptySingleUpload(),
  });
  const paymentId = React.useId();
  const picked = useWatch({ control, name: 'file' })?.[0] as File | undefined;
  const paymentTerms = usePaymentTerms(picked);

  // Ready for the next document: once the fields are enabled again, the title takes the focus.
  React.useEffect(() => {
    if (uploadedCount > 0) setFocus('title');
  }, [uploadedCount, setFocus]);

  const onSubmit = handleSubmit(async ({ title, userId, category, year, file, payment }) => {
    if (uploading) return;
    setPercent(0);
    try {
      await uploadDocument(
        { title, userId, category, year, mode: 'single', file, payment },
        { onProgress: ({ loaded, total }) => setPercent(percentOf(loaded, total ?? file.size)) },
      );
      toast({
        title: 'Successo',
        description: payment
          ? 'Documento caricato: il cliente lo vede tra le scadenze'
          : 'Documento caricato con successo',
      });
      // The year goes back to this one too, and the payment box is cleared: the next document may be for another period.
      reset(emptySingleUpload());
      setUploadedCount((n) => n + 1);
      void refreshDocumentLists(queryClient);
    } catch (error) {
      if (isSessionEnded(error)) return;
      toast({
        variant: 'destructive',
        title: 'Errore',
        description: errorText(error, "Errore durante l'upload"),
      });
    } finally {
      setPercent(null);
    }
  });

  return (
    <Card className="p-6 lg:col-span-2">
      <h3 id="single-upload-heading" className="text-lg font-semibold text-slate-900">
        Carica Documento
      </h3>
      <p className="mt-1 text-sm text-slate-700">Il cliente vedrà il documento nella sua area riservata.</p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="single-upload-heading"
        className="mt-4 grid gap-4"
      >
        <FormField label="Titolo" error={errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} autoComplete="off" disabled={uploading} />}
        </FormField>
        <FormField label="Cliente" error={errors.userId?.message}>
          {(field) => (
            // The server searches the clients as the name is typed: a firm of any size, never a whole list.
            <Controller
              control={control}
              name="userId"
              render={({ field: { value, onChange } }) => (
                <ClientPicker
                  {...field}
                  value={value ? Number(value) : null}
                  onChange={(id) => onChange(id === null ? '' : String(id))}
                  disabled={uploading}
                />
              )}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Categoria" error={errors.category?.message}>
            {(field) => (
              <NativeSelect {...field} {...register('category')} disabled={uploading}>
                <CategoryOptions />
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Anno" hint="L'anno a cui si riferisce il documento." error={errors.year?.message}>
            {(field) => (
              <NativeSelect {...field} {...register('year')} disabled={uploading}>
                <YearOptions />
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField
          label="File"
          hint="PDF, DOC, DOCX, TXT, fatture XML o file firmati .p7m, al massimo 10MB."
          error={errors.file?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('file')}
              type="file"
              accept={SINGLE_UPLOAD_ACCEPT}
              disabled={uploading}
              className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-800"
            />
          )}
        </FormField>
        <PaymentTermsSuggestion
          // Another file is another suggestion: what was used for the last one is forgotten.
          key={picked ? `${picked.name}:${picked.size}:${picked.lastModified}` : ''}
          answer={paymentTerms.data}
          disabled={uploading}
          onUse={({ amount, dueDate }) => {
            setValue('isPayment', true);
            setValue('amount', amount, { shouldValidate: true });
            setValue('paymentDueDate', dueDate, { shouldValidate: true });
          }}
        />
        <Controller
          control={control}
          name="isPayment"
          render={({ field: { value, onChange, ref } }) => (
            <PaymentFieldsGroup
              id={paymentId}
              isPayment={value}
              onPaymentChange={onChange}
              checkboxRef={ref}
              amountInput={register('amount')}
              dueDateInput={register('paymentDueDate')}
              errors={{ amount: errors.amount?.message, dueDate: errors.paymentDueDate?.message }}
              disabled={uploading}
            />
          )}
        />
        {uploading && <LabelledProgress label="Avanzamento del caricamento" percent={percent} />}
        <p role="status" className="sr-only">
          {uploading ? 'Caricamento del documento in corso' : ''}
        </p>
        <div>
          <Button
            type="submit"
            icon={<Upload aria-hidden="true" />}
            pending={uploading}
            className="w-full sm:w-auto"
          >
            {uploading ? 'Caricamento in corso...' : 'Carica documento'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
