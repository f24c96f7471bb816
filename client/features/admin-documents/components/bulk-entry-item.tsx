import { CATEGORY_REQUIRED, type DocumentCategory } from '@common/document-categories';
import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { CategoryOptions, YearOptions } from '~/components/category-year-options';
import { PickedFile } from '~/components/picked-file';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { type UploadStage, UploadStatusBadge } from '~/components/upload-status-badge';
import { ClientPicker } from '~/features/client-picker/components/client-picker';
import type { MissingField } from '../api/use-bulk-upload';
import type { BulkAction, BulkEntry, BulkStatus } from '../bulk-upload-state';
import { paymentProblems } from '../payment-fields';
import { PaymentFieldsGroup } from './payment-fields-group';

const stages: Record<BulkStatus, { stage: UploadStage; label: string }> = {
  pending: { stage: 'waiting', label: 'In attesa' },
  sending: { stage: 'running', label: 'In caricamento' },
  sent: { stage: 'done', label: 'Caricato' },
  error: { stage: 'failed', label: 'Errore' },
};

interface BulkEntryItemProps {
  entry: BulkEntry;
  running: boolean;
  /** The run was refused: an entry without a client (or then without a category) says so. */
  markMissing: MissingField | null;
  dispatch: React.Dispatch<BulkAction>;
  onRemoved: () => void;
}

/** One file of the bulk list: its title and client, its status, and its remove button. */
export function BulkEntryItem({ entry, running, markMissing, dispatch, onRemoved }: BulkEntryItemProps) {
  const id = React.useId();
  const { id: entryId, file, status } = entry;
  // Uploaded entries are on the server already; during a run nothing changes.
  const locked = running || status === 'sent' || status === 'sending';
  const missingUser = markMissing === 'user' && entry.userId === '' && !locked;
  const missingCategory = markMissing === 'category' && entry.category === '' && !locked;
  // Marked only after a refused run: a half-typed amount is not an error yet.
  const payment = markMissing === 'payment' && !locked ? paymentProblems(entry.payment) : {};
  const errorId = `${id}-error`;
  const userErrorId = `${id}-user-error`;
  const categoryErrorId = `${id}-category-error`;

  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PickedFile file={file} />
        <UploadStatusBadge {...stages[status]} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_2fr_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>
            Titolo<span className="sr-only"> per {file.name}</span>
          </Label>
          <Input
            id={`${id}-title`}
            value={entry.title}
            autoComplete="off"
            disabled={locked}
            aria-describedby={status === 'error' ? errorId : undefined}
            onChange={(event) => dispatch({ type: 'setTitle', id: entryId, title: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-user`}>
            Cliente<span className="sr-only"> per {file.name}</span>
          </Label>
          <ClientPicker
            id={`${id}-user`}
            value={entry.userId === '' ? null : Number(entry.userId)}
            disabled={locked}
            aria-invalid={missingUser}
            aria-describedby={missingUser ? userErrorId : undefined}
            onChange={(userId) =>
              dispatch({ type: 'setUser', id: entryId, userId: userId === null ? '' : String(userId) })
            }
          />
          {missingUser && (
            <p id={userErrorId} className="text-sm font-medium text-red-700">
              Seleziona un utente
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>
            Categoria<span className="sr-only"> per {file.name}</span>
          </Label>
          <NativeSelect
            id={`${id}-category`}
            value={entry.category}
            disabled={locked}
            aria-invalid={missingCategory}
            aria-describedby={missingCategory ? categoryErrorId : undefined}
            onChange={(event) =>
              dispatch({
                type: 'setCategory',
                id: entryId,
                category: event.target.value as DocumentCategory | '',
              })
            }
          >
            <CategoryOptions />
          </NativeSelect>
          {missingCategory && (
            <p id={categoryErrorId} className="text-sm font-medium text-red-700">
              {CATEGORY_REQUIRED}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-year`}>
            Anno<span className="sr-only"> per {file.name}</span>
          </Label>
          <NativeSelect
            id={`${id}-year`}
            value={String(entry.year)}
            disabled={locked}
            onChange={(event) => dispatch({ type: 'setYear', id: entryId, year: Number(event.target.value) })}
          >
            <YearOptions value={entry.year} />
          </NativeSelect>
        </div>
      </div>
      <PaymentFieldsGroup
        id={`${id}-payment`}
        isPayment={entry.payment.isPayment}
        onPaymentChange={(isPayment) => dispatch({ type: 'setPayment', id: entryId, change: { isPayment } })}
        amountInput={{
          value: entry.payment.amount,
          onChange: (event) =>
            dispatch({ type: 'setPayment', id: entryId, change: { amount: event.target.value } }),
        }}
        dueDateInput={{
          value: entry.payment.dueDate,
          onChange: (event) =>
            dispatch({ type: 'setPayment', id: entryId, change: { dueDate: event.target.value } }),
        }}
        errors={payment}
        disabled={locked}
        srSuffix={` per ${file.name}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {status === 'error' ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {entry.error}
          </p>
        ) : (
          <span />
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          disabled={locked}
          onClick={() => {
            dispatch({ type: 'remove', id: entryId });
            onRemoved();
          }}
        >
          <Trash2 aria-hidden="true" />
          Rimuovi<span className="sr-only"> {file.name}</span>
        </Button>
      </div>
    </li>
  );
}
