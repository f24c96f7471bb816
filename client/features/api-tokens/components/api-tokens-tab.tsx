import { lastDayOf } from '@common/api-tokens';
import { daysBetween, formatCalendarDate, romeToday } from '@common/calendar-date';
import { type ApiToken, type ApiTokenScope, apiTokenScopes } from '@common/schemas/api-tokens';
import { ShieldOff } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DataTable } from '~/components/ui/data-table';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { useReturnFocus } from '~/lib/use-return-focus';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';
import { NewTokenForm } from './new-token-form';

const columns = ['Nome', 'Permessi', 'Creato', 'Scadenza', 'Ultimo uso', 'Stato', 'Azioni'];

// How close an end must be for the list to count the days: time to make the next token and set it up.
const ENDING_SOON_DAYS = 30;

function stateOf(token: ApiToken, now: number): string {
  if (token.revokedAt) return `Revocato il ${formatShortDateTime(token.revokedAt)}`;
  if (Date.parse(token.expiresAt) <= now) return 'Scaduto';
  const left = daysBetween(romeToday(new Date(now)), lastDayOf(token.expiresAt));
  if (left > ENDING_SOON_DAYS) return 'Attivo';
  return left === 0
    ? 'Attivo, scade oggi'
    : left === 1
      ? 'Attivo, scade domani'
      : `Attivo, scade tra ${left} giorni`;
}

const When = ({ at, none }: { at: string | null; none: string }) =>
  at ? <time dateTime={isoDateTime(at)}>{formatShortDateTime(at)}</time> : none;

/** The admin panel's 'Token di accesso': the keys of the firm's software to `/api/v1`. */
export function ApiTokensTab() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [toRevoke, setToRevoke] = React.useState<ApiToken | null>(null);
  const returnFocus = useReturnFocus();
  const now = Date.now();

  return (
    <section aria-labelledby="api-tokens-heading" className="mt-6 grid gap-6">
      <div>
        <h2 id="api-tokens-heading" className="text-xl font-semibold text-slate-900">
          Token di accesso
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          Il gestionale dello studio consegna i documenti ai clienti con un token, senza passare dal pannello:
          ogni uso è registrato. Chi configura il gestionale trova le istruzioni nella documentazione del
          portale (<code>docs/api.md</code>).
        </p>
      </div>
      <NewTokenForm />
      {tokens.isPending ? (
        <LoadingStatus>Caricamento dei token...</LoadingStatus>
      ) : tokens.isError ? (
        <p role="alert" className="font-medium text-red-700">
          {errorText(tokens.error, 'Errore nel caricamento dei token')}
        </p>
      ) : tokens.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
          Nessun token
        </p>
      ) : (
        <DataTable caption={`Token di accesso: ${tokens.data.length}`} columns={columns}>
          {tokens.data.map((token) => {
            const state = stateOf(token, now);
            return (
              <tr key={token.id}>
                <th scope="row" className="px-4 py-3 font-medium break-all text-slate-900">
                  {token.name}
                </th>
                <td data-label="Permessi" className="px-4 py-3 text-sm text-slate-800">
                  {token.scopes.map((s) => apiTokenScopes[s as ApiTokenScope] ?? s).join(', ')}
                </td>
                <td data-label="Creato" className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
                  <When at={token.createdAt} none="" />
                  {token.createdBy && <span className="block text-xs">da {token.createdBy}</span>}
                </td>
                <td data-label="Scadenza" className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
                  <time dateTime={lastDayOf(token.expiresAt)}>
                    fino al {formatCalendarDate(lastDayOf(token.expiresAt))}
                  </time>
                </td>
                <td data-label="Ultimo uso" className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
                  <When at={token.lastUsedAt} none="Mai usato" />
                </td>
                <td data-label="Stato" className="px-4 py-3 text-sm text-slate-800">
                  {state}
                </td>
                <td className="px-4 py-2">
                  {!token.revokedAt && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => setToRevoke(token)}
                    >
                      <ShieldOff aria-hidden="true" />
                      Revoca<span className="sr-only"> il token {token.name}</span>
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => {
          if (open) return;
          revoke.reset();
          setToRevoke(null);
        }}
        {...returnFocus}
        title={<>Revocare il token «{toRevoke?.name}»?</>}
        titleClassName="break-all"
        description="Il programma che lo usa non potrà più consegnare né elencare documenti. I documenti già consegnati restano."
        error={revoke.isError ? errorText(revoke.error, 'Token non revocato') : null}
        confirmLabel="Revoca token"
        confirmIcon={<ShieldOff aria-hidden="true" />}
        pending={revoke.isPending}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke, { onSuccess: () => setToRevoke(null) })}
      />
    </section>
  );
}
