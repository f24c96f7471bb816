import { LegalPage } from '~/features/public-site/components/legal-page';
import { PrivacyNoticeProcessing } from '~/features/public-site/content/privacy-notice-processing';
import { PrivacyNoticeRights } from '~/features/public-site/content/privacy-notice-rights';
import { publicPageMeta } from '~/features/public-site/seo';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/privacy';

// Served at /privacy and /privacy-policy; both name /privacy-policy as canonical.
export const handle = islandPage;

export const meta: Route.MetaFunction = ({ location }) =>
  publicPageMeta({
    path: location.pathname === '/privacy' ? '/privacy' : '/privacy-policy',
    title: 'Informativa sulla Privacy',
    description:
      "Come lo studio tratta i dati personali di clienti e visitatori, ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR).",
  });

export default function Privacy() {
  return (
    <LegalPage
      title="Informativa sulla Privacy"
      intro={
        <p>
          Informativa sul trattamento dei dati personali ai sensi dell'art. 13 del Regolamento (UE) 2016/679
          (GDPR), per chi visita il sito, ci contatta o è nostro cliente.
        </p>
      }
    >
      <PrivacyNoticeProcessing />
      <PrivacyNoticeRights />
    </LegalPage>
  );
}
