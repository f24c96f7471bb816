import { addDays } from '@common/calendar-date';
import { DEFAULT_CATEGORY, type DocumentCategory, documentCategories } from '@common/document-categories';
import { REMINDER_DAYS_DEFAULT } from '@common/document-requests';
import { formatInteger } from '@common/format';
import type { ClientOption } from '@common/schemas/client-options';
import type {
  CreateRequestInput,
  RequestFormValues,
  RequestTemplate,
  requestFormSchema,
} from '@common/schemas/document-requests';
import type { z } from 'zod';

export type RequestFormOutput = z.output<typeof requestFormSchema>;
export type ChecklistRow = RequestFormValues['items'][number];

/** The reminders a form offers, in days before the due date (0 = the day itself). */
export const REMINDER_CHOICES = [
  { days: 14, label: '14 giorni prima' },
  { days: 7, label: '7 giorni prima' },
  { days: 3, label: '3 giorni prima' },
  { days: 1, label: '1 giorno prima' },
  { days: 0, label: 'Il giorno stesso' },
] as const;

/** A month from today: time enough to gather papers, and the firm changes it anyway. */
export const DEFAULT_DUE_DAYS = 30;

export const emptyItem = (): ChecklistRow => ({ name: '', hint: '', category: DEFAULT_CATEGORY });

export function newRequestDefaults(today: string): RequestFormValues {
  return {
    title: '',
    dueDate: addDays(today, DEFAULT_DUE_DAYS),
    message: '',
    items: [emptyItem()],
    reminderDays: [...REMINDER_DAYS_DEFAULT],
  };
}

const isCategory = (value: string): value is DocumentCategory =>
  documentCategories.some((c) => c.value === value);

/** A template's checklist as form rows (a category since renamed away falls back to 'Altro'). */
export function templateRows(template: Pick<RequestTemplate, 'items'>): ChecklistRow[] {
  return template.items.map((item) => ({
    name: item.name,
    hint: item.hint ?? '',
    category: isCategory(item.category) ? item.category : DEFAULT_CATEGORY,
  }));
}

/** The form after choosing a template: its title and checklist; the date, message and reminders stay. */
export function applyTemplate(values: RequestFormValues, template: RequestTemplate): RequestFormValues {
  return { ...values, title: template.title, items: templateRows(template) };
}

/** The reminder days with `day` ticked or unticked, latest first (as the server keeps them). */
export function toggleReminder(days: readonly number[], day: number, on: boolean): number[] {
  const next = on ? [...new Set([...days, day])] : days.filter((d) => d !== day);
  return next.sort((a, b) => b - a);
}

/** Who receives the request: chosen clients, or every client (narrowed by the users list's search). */
export interface Recipients {
  mode: 'selected' | 'all';
  clients: ClientOption[];
  /** The search narrowing 'Tutti i clienti' ('' = every client). */
  q: string;
}

export const NO_RECIPIENTS: Recipients = { mode: 'selected', clients: [], q: '' };

/** The chosen clients with one more, once. */
export function addRecipient(clients: readonly ClientOption[], client: ClientOption): ClientOption[] {
  return clients.some((c) => c.id === client.id) ? [...clients] : [...clients, client];
}

/** Why the recipients cannot receive the request yet, or null. */
export function recipientsProblem(recipients: Recipients, matching: number | null): string | null {
  if (recipients.mode === 'selected')
    return recipients.clients.length === 0 ? 'Scegli almeno un cliente' : null;
  return matching === 0 ? 'Nessun cliente corrisponde alla ricerca' : null;
}

/** The body of `POST /api/admin/requests`. */
export function createBody(values: RequestFormOutput, recipients: Recipients): CreateRequestInput {
  const q = recipients.q.trim();
  return {
    title: values.title,
    dueDate: values.dueDate,
    message: values.message.trim() || null,
    items: values.items.map((item) => ({
      name: item.name,
      hint: item.hint || null,
      category: item.category,
    })),
    reminderDays: values.reminderDays,
    ...(recipients.mode === 'all'
      ? { allClients: q ? { q } : {} }
      : { userIds: recipients.clients.map((c) => c.id) }),
  };
}

/** 'Richiesta inviata a 1 cliente', 'Richiesta inviata a 25 clienti'. */
export function sentTitle(count: number): string {
  return count === 1
    ? 'Richiesta inviata a 1 cliente'
    : `Richiesta inviata a ${formatInteger(count)} clienti`;
}
