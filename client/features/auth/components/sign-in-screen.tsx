import * as React from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PasskeySignIn } from '~/features/passkeys/components/passkey-sign-in';
import { useAsDrawn } from '~/lib/use-as-drawn';
import { useUser } from '../api/use-user';
import { returnPath } from '../return-path';
import { AuthBrandPanel } from './auth-brand-panel';
import { LoginForm } from './login-form';

/**
 * The sign-in page's content. The form shows at once, also while a leftover
 * session is being checked: the page is prerendered with it, and a visitor
 * who turns out to be signed in (or who has just signed in) moves on.
 */
export function SignInScreen() {
  const user = useAsDrawn(useUser().data, undefined);
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <SignInCards />;
}

function SignInCards() {
  const heading = React.useRef<HTMLHeadingElement>(null);
  // Arriving here (after a sign-out, or sent by a private page) the focus starts at the top of the content;
  // on the prerendered page the form comes to life when the visitor reaches it, and keeps their focus.
  React.useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-center lg:gap-10">
      <AuthBrandPanel headingRef={heading} />
      <section
        aria-labelledby="login-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
      >
        <h2 id="login-title" className="text-2xl font-semibold text-brand-900">
          Accesso clienti
        </h2>
        <p className="mt-2 text-slate-700">Inserisci le credenziali che hai ricevuto dallo studio.</p>
        <div className="mt-6">
          <LoginForm />
        </div>
        <PasskeySignIn />
        <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-slate-700">
          Le credenziali di accesso vengono assegnate esclusivamente dallo studio: non è possibile registrarsi
          autonomamente. Non le hai ancora ricevute o le hai dimenticate?{' '}
          <Link to="/contatti" className="font-medium text-brand-700 underline underline-offset-2">
            Contatta lo studio
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
