import { Link } from 'react-router';
import { islandPage } from '~/islands/island-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/not-found';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  pageMeta('Pagina non trovata', 'La pagina richiesta non esiste o è stata spostata.', { noindex: true });

export default function NotFound() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 lang="en" className="text-3xl font-bold tracking-tight text-brand-900">
        404 Page Not Found
      </h1>
      <p lang="en" className="mt-4 text-lg text-slate-700">
        Did you forget to add the page to the router?
      </p>
      <p className="mt-8">
        <Link to="/" className="font-medium text-brand-700 underline underline-offset-4">
          Torna alla home
        </Link>
      </p>
    </section>
  );
}
