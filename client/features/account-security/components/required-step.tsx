import type { PublicUser } from '@common/schemas/user';
import { LogOut } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { useLogout } from '~/features/auth/api/use-logout';
import { Enrolment } from '~/features/two-factor/components/enrolment';
import { ChangePasswordForm } from './change-password-form';

const steps = {
  'change-password': {
    title: 'Scegli una nuova password',
    lead: () => 'La password che hai ricevuto vale per un solo accesso: scegline una tua per continuare.',
  },
  'enrol-two-factor': {
    title: 'Attiva la verifica in due passaggi',
    lead: (user: PublicUser) =>
      user.role === 'admin'
        ? "Chi amministra il portale dello studio deve proteggere l'accesso con un secondo passaggio: un codice generato da un'app sul telefono."
        : "Lo studio ti chiede di proteggere il tuo account con un secondo passaggio: oltre alla password, all'accesso inserirai un codice generato da un'app sul telefono.",
  },
} as const;

/**
 * What an account must do before anything else answers (the server refuses
 * every other route until then): replace a one-time password, or set up a
 * required second factor.
 */
export function RequiredStep({ step, user }: { step: keyof typeof steps; user: PublicUser }) {
  const logout = useLogout();
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const { title, lead } = steps[step];
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <div>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-brand-900 outline-none"
        >
          {title}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{lead(user)}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {step === 'change-password' ? <ChangePasswordForm username={user.username} /> : <Enrolment />}
      </div>
      <Button
        variant="ghost"
        className="justify-self-start"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" />
        Esci
      </Button>
    </div>
  );
}
