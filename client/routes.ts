import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { filePages } from '../common/routes';

export default [
  index('routes/home.tsx'),
  route('chi-siamo', 'routes/chi-siamo.tsx'),
  route('servizi', 'routes/servizi.tsx'),
  route('contatti', 'routes/contatti.tsx'),
  route('news', 'routes/news.tsx'),
  route('utilita', 'routes/utilita.tsx'),
  // One notice, two addresses (the specification lists both).
  route('privacy', 'routes/privacy.tsx', { id: 'privacy' }),
  route('privacy-policy', 'routes/privacy.tsx', { id: 'privacy-policy' }),
  route('cookie-policy', 'routes/cookie-policy.tsx'),
  route('termini-servizio', 'routes/termini-servizio.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('reimposta-password', 'routes/reimposta-password.tsx'),
  layout('routes/protected-layout.tsx', [
    route('area-clienti', 'routes/area-clienti.tsx'),
    route('admin', 'routes/admin.tsx'),
    // One page for every file made readable, under the list it is in (the client's, the firm's).
    ...Object.keys(filePages).map((list) =>
      route(`${list.slice(1)}/:id`, 'routes/file-page.tsx', { id: list }),
    ),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
