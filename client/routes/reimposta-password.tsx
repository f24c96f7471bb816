import { Link, useLocation } from 'react-router';
import { PageIntro } from '~/components/layout/page-intro';
import { PasswordResetForm } from '~/features/password-reset/components/password-reset-form';
import { pageMeta } from '~/lib/meta';
import { useBrowserFact } from '~/lib/use-browser-fact';
import type { Route } from './+types/reimposta-password';

export const meta: Route.MetaFunction = () =>
  pageMeta('Reimposta la password', "Scelta di una nuova password per accedere all'area clienti.", {
    noindex: true,
  });

export default function ReimpostaPassword() {
  // The token is in the fragment (#...), which the browser never sends to the server or its logs: the
  // server draws the form, and the browser knows the token from the render after hydration.
  const hash = useLocation().hash;
  const token = useBrowserFact(() => hash.slice(1), undefined);
  return (
    <>
      <PageIntro title="Reimposta la password">
        <p>Scegli la nuova password con cui accederai all&apos;area clienti.</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section
          aria-label="Nuova password"
          className="max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <PasswordResetForm token={token} />
          <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-slate-700">
            Problemi con il link?{' '}
            <Link to="/contatti" className="font-medium text-brand-700 underline underline-offset-2">
              Contatta lo studio
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
