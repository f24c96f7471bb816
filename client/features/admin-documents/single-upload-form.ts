import { romeToday } from '@common/calendar-date';
import { currentYear } from '@common/document-categories';
import { categorySchema } from '@common/schemas/document-categories';
import { singleUploadFormSchema } from '@common/schemas/documents';
import { z } from 'zod';
import { fileProblem } from '~/lib/upload-files';
import { checkPaymentFields, nextSixteenth, paymentFields, paymentFormShape } from './payment-fields';

/**
 * The single upload form: the shared schema checks title, client, category
 * and year; the file is checked here for presence and size (the server checks
 * it again, by content); the payment fields are added here until the shared
 * schema has them.
 */
export const singleUploadSchema = singleUploadFormSchema
  .extend({
    // The select's value is '' until a category is chosen: a string first, then the shared rule.
    category: z.string().pipe(categorySchema),
    file: z.custom<FileList | { size: number }[] | undefined>().transform((list, ctx) => {
      const file = list?.[0];
      const problem = fileProblem(file);
      if (problem || !file) {
        ctx.addIssue({ code: 'custom', message: problem ?? '' });
        return z.NEVER;
      }
      return file as File;
    }),
    ...paymentFormShape,
  })
  .superRefine(checkPaymentFields)
  .transform(({ isPayment, amount, paymentDueDate, ...rest }) => ({
    ...rest,
    payment: paymentFields({ isPayment, amount, dueDate: paymentDueDate }),
  }));
export type SingleUploadInput = z.input<typeof singleUploadSchema>;
export type SingleUploadOutput = z.output<typeof singleUploadSchema>;

/** An empty form; the year and the payment's due date are computed now, not when the page loaded. */
export function emptySingleUpload(): SingleUploadInput {
  return {
    title: '',
    userId: '',
    category: '',
    year: String(currentYear()),
    isPayment: false,
    amount: '',
    paymentDueDate: nextSixteenth(romeToday()),
    file: undefined,
  };
}
