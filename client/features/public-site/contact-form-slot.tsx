import { ContactForm } from '~/features/contact/components/contact-form';
import { Island } from '~/islands/island';

/**
 * The place of the contact form on /contatti. The form is a separate piece
 * of work: it replaces this component, keeping the section and its heading.
 */
export function ContactFormSlot() {
  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        Inviaci un messaggio
      </h2>
      <Island name="contact-form" hydrate="visible" component={ContactForm} />
    </section>
  );
}
