import { type RequestTemplate, requestFormSchema } from '@common/schemas/document-requests';
import { describe, expect, it } from 'vitest';
import {
  addRecipient,
  applyTemplate,
  createBody,
  NO_RECIPIENTS,
  newRequestDefaults,
  recipientsProblem,
  sentTitle,
  toggleReminder,
} from './request-form';

const template: RequestTemplate = {
  id: 1,
  name: '730',
  title: 'Documenti per il 730/2027',
  items: [
    { name: 'Certificazione Unica 2027', hint: null, category: 'dichiarazioni-bilanci' },
    { name: 'Spese mediche', hint: 'Scontrini e fatture', category: 'categoria-rimossa' },
  ],
  updatedAt: '2027-01-10T10:00:00.000Z',
};
const mario = { id: 4, fullName: 'Mario Rossi', username: 'mrossi', email: 'm@example.it' };
const anna = { id: 9, fullName: 'Anna Bianchi', username: 'abianchi', email: 'a@example.it' };

describe('the new request form', () => {
  it('starts with one empty row, a due date a month away and the default reminders', () => {
    const values = newRequestDefaults('2027-03-01');
    expect(values.dueDate).toBe('2027-03-31');
    expect(values.items).toHaveLength(1);
    expect(values.reminderDays).toEqual([7, 1]);
  });

  it('takes the title and checklist from a template, keeping the rest', () => {
    const values = applyTemplate({ ...newRequestDefaults('2027-03-01'), message: 'Grazie' }, template);
    expect(values.title).toBe('Documenti per il 730/2027');
    expect(values.message).toBe('Grazie');
    expect(values.items).toEqual([
      { name: 'Certificazione Unica 2027', hint: '', category: 'dichiarazioni-bilanci' },
      { name: 'Spese mediche', hint: 'Scontrini e fatture', category: 'altro' },
    ]);
    expect(requestFormSchema.safeParse(values).success).toBe(true);
  });

  it('ticks and unticks reminders, latest first', () => {
    expect(toggleReminder([7, 1], 14, true)).toEqual([14, 7, 1]);
    expect(toggleReminder([7, 1], 0, true)).toEqual([7, 1, 0]);
    expect(toggleReminder([7, 1], 7, false)).toEqual([1]);
    expect(toggleReminder([7, 1], 7, true)).toEqual([7, 1]);
  });
});

describe('recipients', () => {
  it('adds a client once', () => {
    expect(addRecipient(addRecipient([], mario), mario)).toEqual([mario]);
  });

  it('asks for a client, or for a search matching someone', () => {
    expect(recipientsProblem(NO_RECIPIENTS, null)).toBe('Scegli almeno un cliente');
    expect(recipientsProblem({ ...NO_RECIPIENTS, clients: [mario] }, null)).toBeNull();
    expect(recipientsProblem({ ...NO_RECIPIENTS, mode: 'all' }, 120)).toBeNull();
    expect(recipientsProblem({ ...NO_RECIPIENTS, mode: 'all', q: 'zzz' }, 0)).toBe(
      'Nessun cliente corrisponde alla ricerca',
    );
  });
});

describe('createBody', () => {
  const values = requestFormSchema.parse({
    ...newRequestDefaults('2027-03-01'),
    title: ' Documenti 730 ',
    items: [{ name: 'CU', hint: '', category: 'altro' }],
  });

  it('names the chosen clients', () => {
    const body = createBody(values, { mode: 'selected', clients: [mario, anna], q: 'ignored' });
    expect(body).toMatchObject({ title: 'Documenti 730', message: null, userIds: [4, 9] });
    expect(body.items).toEqual([{ name: 'CU', hint: null, category: 'altro' }]);
    expect(body).not.toHaveProperty('allClients');
  });

  it('asks for every client, narrowed by the search when there is one', () => {
    expect(createBody(values, { mode: 'all', clients: [mario], q: '' })).toMatchObject({ allClients: {} });
    const narrowed = createBody(values, { mode: 'all', clients: [], q: ' milano ' });
    expect(narrowed).toMatchObject({ allClients: { q: 'milano' } });
    expect(narrowed).not.toHaveProperty('userIds');
  });
});

describe('sentTitle', () => {
  it('says how many clients received it', () => {
    expect(sentTitle(1)).toBe('Richiesta inviata a 1 cliente');
    expect(sentTitle(25)).toBe('Richiesta inviata a 25 clienti');
    expect(sentTitle(12000)).toBe('Richiesta inviata a 12.000 clienti');
  });
});
