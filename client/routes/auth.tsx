import { SignInScreen } from '~/features/auth/components/sign-in-screen';
import { publicPageMeta } from '~/features/public-site/seo';
import { Island } from '~/islands/island';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/auth';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    path: '/auth',
    title: 'Area Riservata',
    description:
      "Accesso all'area riservata ai clienti dello studio: i documenti che lo studio ha preparato per te.",
  });

export default function Auth() {
  return <Island name="sign-in" hydrate="interaction" component={SignInScreen} />;
}
