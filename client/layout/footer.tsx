import { firmProfile, formatHours, fullAddress } from '@common/firm-profile';
import { Link } from 'react-router';
import { headingClass, inlineLinkClass, linkClass } from '~/components/layout/footer-styles';
import { FooterCookieLink } from '~/features/cookie-consent/components/cookie-preferences-buttons';
import { Island } from '~/islands/island';
import { mainNavLinks } from './nav-links';

const services = ['Consulenza Fiscale', 'Consulenza Contabile', 'Consulenza Tributaria'] as const;

const legalLinks = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/termini-servizio', label: 'Termini di Servizio' },
] as const;

export function Footer() {
  const { rea } = firmProfile;

  return (
    <footer className="bg-brand-900 text-sm text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            Link Rapidi
          </h2>
          <ul className="space-y-2">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Servizi
          </h2>
          <ul className="space-y-2">
            {services.map((service) => (
              <li key={service}>
                <Link to="/servizi" className={linkClass}>
                  {service}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={headingClass}>
            Contatti
          </h2>
          <address className="space-y-2 not-italic">
            <p>{fullAddress}</p>
            <p>
              Tel.{' '}
              <a href={`tel:${firmProfile.phone.e164}`} className={inlineLinkClass}>
                {firmProfile.phone.display}
              </a>
            </p>
            <p>
              Email:{' '}
              <a href={`mailto:${firmProfile.email}`} className={inlineLinkClass}>
                {firmProfile.email}
              </a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={headingClass}>
            Orari di Apertura
          </h2>
          <dl className="space-y-2">
            {firmProfile.openingHours.map((period) => (
              <div key={period.label}>
                <dt className="font-medium text-white">{period.label}</dt>
                <dd>{formatHours(period)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Island name="footer-cookie-link" hydrate="interaction" component={FooterCookieLink} />
            </li>
          </ul>
          <p className="text-xs leading-relaxed text-slate-300">
            {firmProfile.legalName} – {firmProfile.legalForm} – Sede legale: {fullAddress} – Registro Imprese
            di {rea.office}, REA {rea.number} – Capitale sociale i.v. € {firmProfile.shareCapital} – P.IVA{' '}
            {firmProfile.vatNumber} – PEC:{' '}
            <a href={`mailto:${firmProfile.pec}`} className={inlineLinkClass}>
              {firmProfile.pec}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
