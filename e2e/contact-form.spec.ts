import { expect } from '@playwright/test';
import { expectNoAxeViolationsIn, fillContactForm, openContactForm } from './support/contact-form';
import { shownToast, toastText } from './support/sign-in';
import { test } from './support/test';

const messages = {
  name: 'Il nome deve contenere almeno 2 caratteri',
  email: 'Inserisci un indirizzo email valido',
  subject: "L'oggetto deve contenere almeno 5 caratteri",
  message: 'Il messaggio deve contenere almeno 10 caratteri',
  privacy: 'Devi accettare la Privacy Policy per procedere',
} as const;

test('the form on /contatti has its fields and a privacy checkbox linking to /privacy-policy', async ({
  page,
}) => {
  const form = await openContactForm(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Inviaci un messaggio' })).toBeVisible();
  for (const field of [form.name, form.email, form.subject, form.message]) await expect(field).toBeEditable();
  await expect(form.privacy).not.toBeChecked();
  await expect(form.form.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});

test('shows each validation message and sends nothing until the form is valid', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/contact') && posts.push(r.method()));
  const form = await openContactForm(page);

  await form.submit.click();
  await expect(form.name).toHaveAccessibleDescription(messages.name);
  await expect(form.email).toHaveAccessibleDescription(messages.email);
  await expect(form.subject).toHaveAccessibleDescription(messages.subject);
  await expect(form.message).toHaveAccessibleDescription(messages.message);
  await expect(form.privacy).toHaveAccessibleDescription(messages.privacy);
  await expect(form.name).toBeFocused();
  for (const field of [form.name, form.email, form.subject, form.message, form.privacy]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  // Each message goes as soon as its field is right.
  await form.name.fill('G');
  await expect(form.name).toHaveAccessibleDescription(messages.name);
  await form.name.fill('Giovanni');
  await expect(form.name).toHaveAccessibleDescription('');
  await form.email.fill('giovanni@');
  await expect(form.email).toHaveAccessibleDescription(messages.email);
  await form.email.fill('giovanni@example.it');
  await expect(form.email).toHaveAccessibleDescription('');
  await form.subject.fill('Info');
  await expect(form.subject).toHaveAccessibleDescription(messages.subject);
  await form.subject.fill('Informazioni');
  await expect(form.subject).toHaveAccessibleDescription('');
  await form.message.fill('Salve!');
  await expect(form.message).toHaveAccessibleDescription(messages.message);
  await form.message.fill('x'.repeat(5001));
  await expect(form.message).toHaveAccessibleDescription(
    'Il messaggio può contenere al massimo 5.000 caratteri',
  );
  await form.message.fill('Vorrei un appuntamento.');
  await expect(form.message).toHaveAccessibleDescription('');
  await form.privacy.check();
  await expect(form.privacy).toHaveAccessibleDescription('');
  await form.name.fill('N'.repeat(101));
  await expect(form.name).toHaveAccessibleDescription('Il nome può contenere al massimo 100 caratteri');

  expect(posts).toEqual([]);
});

test('while sending the button is disabled and says "Invio in corso..."', async ({ page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/contact', async (route) => {
    await answered;
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"message":"ok"}' });
  });
  const form = await openContactForm(page);
  await fillContactForm(form, 'Richiesta in attesa');
  await form.submit.click();
  await expect(form.submit).toBeDisabled();
  await expect(form.submit).toHaveText('Invio in corso...');
  answer();
  await expect(page.getByRole('heading', { name: 'Messaggio inviato' })).toBeVisible();
});

test('after sending, a success panel replaces the form; "Invia un altro messaggio" brings back an empty one', async ({
  page,
}) => {
  const form = await openContactForm(page);
  await fillContactForm(form, 'Richiesta di consulenza fiscale');
  await form.submit.click();

  await expect(shownToast(page)).toHaveText(
    /^Messaggio inviato\s*Grazie per averci contattato! Ti risponderemo al più presto\./,
  );
  const panelHeading = page.getByRole('heading', { level: 3, name: 'Messaggio inviato' });
  await expect(panelHeading).toBeFocused();
  await expect(
    page.getByText('Grazie per averci contattato! Ti risponderemo al più presto.').first(),
  ).toBeVisible();
  await expect(form.form).toHaveCount(0);

  await page.getByRole('button', { name: 'Invia un altro messaggio' }).click();
  await expect(panelHeading).toHaveCount(0);
  await expect(form.name).toBeFocused();
  for (const field of [form.name, form.email, form.subject, form.message])
    await expect(field).toHaveValue('');
  await expect(form.privacy).not.toBeChecked();
  await expect(form.submit).toHaveText('Invia messaggio');
});

test('when the server fails, a destructive toast shows the error and the form stays filled', async ({
  page,
}) => {
  const body = '{"message":"Si è verificato un errore interno. Riprova più tardi."}';
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body }),
  );
  const form = await openContactForm(page);
  await fillContactForm(form, 'Richiesta che non arriva');
  await form.submit.click();

  const toast = shownToast(page);
  // The server's own words, not the raw answer.
  const description =
    "Si è verificato un errore nell'invio del messaggio: Si è verificato un errore interno. Riprova più tardi.";
  await expect(toast).toHaveText(toastText('Errore', description));
  await expect(toast).toHaveClass(/destructive/);
  await expect(form.subject).toHaveValue('Richiesta che non arriva');
  await expect(form.name).toHaveValue('Giovanni Esposito');
  await expect(form.privacy).toBeChecked();
  await expect(form.submit).toBeEnabled();
  await expect(form.submit).toHaveText('Invia messaggio');
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('the form with its validation messages has no axe violations', async ({ page }) => {
    const form = await openContactForm(page);
    await form.submit.click();
    await expect(form.privacy).toHaveAccessibleDescription(messages.privacy);
    await expectNoAxeViolationsIn(page, ['section[aria-labelledby="contact-form-heading"]']);
  });
});
