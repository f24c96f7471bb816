import type { RequestTemplate } from '@common/schemas/document-requests';
import { LayoutList, Pencil, Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { useDeleteTemplate, useRequestTemplates } from '../api/request-templates';
import { TemplateFormDialog } from './template-form-dialog';

/** 'Modelli': the firm's checklist templates, to edit, delete or add. */
export function TemplatesDialog() {
  const [open, setOpen] = React.useState(false);
  const [editing, setEditing] = React.useState<RequestTemplate | 'new' | null>(null);
  const templates = useRequestTemplates();
  const newButton = React.useRef<HTMLButtonElement>(null);

  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" icon={<LayoutList aria-hidden="true" />}>
          Modelli
        </Button>
      }
      title="Modelli di richiesta"
      description="Liste di documenti pronte da usare in «Nuova richiesta». Puoi modificare anche quelle fornite con il portale."
      className="max-w-2xl"
    >
      {templates.isPending ? (
        <LoadingStatus>Caricamento dei modelli...</LoadingStatus>
      ) : templates.error ? (
        <FormAlert>{errorText(templates.error, 'Errore nel caricamento dei modelli')}</FormAlert>
      ) : templates.data.length === 0 ? (
        <p className="text-sm text-slate-700">
          Nessun modello: creane uno o salva una richiesta come modello.
        </p>
      ) : (
        <ul className="grid gap-3">
          {templates.data.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              onEdit={() => setEditing(template)}
              onDeleted={() => newButton.current?.focus()}
            />
          ))}
        </ul>
      )}
      <div>
        <Button
          ref={newButton}
          variant="outline"
          size="sm"
          icon={<Plus aria-hidden="true" />}
          onClick={() => setEditing('new')}
        >
          Nuovo modello
        </Button>
      </div>
      <TemplateFormDialog template={editing} onClose={() => setEditing(null)} />
    </DialogShell>
  );
}

interface TemplateRowProps {
  template: RequestTemplate;
  onEdit: () => void;
  /** Where the focus goes once the row (and its buttons) are gone. */
  onDeleted: () => void;
}

function TemplateRow({ template, onEdit, onDeleted }: TemplateRowProps) {
  const [confirming, setConfirming] = React.useState(false);
  const deleted = React.useRef(false);
  const remove = useDeleteTemplate();
  const count = template.items.length;
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:flex sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{template.name}</p>
        <p className="text-sm break-words text-slate-700">
          {template.title} · {count === 1 ? '1 documento' : `${count} documenti`}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" icon={<Pencil aria-hidden="true" />} onClick={onEdit}>
          Modifica<span className="sr-only"> {template.name}</span>
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              icon={<Trash2 aria-hidden="true" />}
            >
              Elimina<span className="sr-only"> {template.name}</span>
            </Button>
          }
          open={confirming}
          onOpenChange={(next) => {
            setConfirming(next);
            if (!next) remove.reset();
          }}
          title="Eliminare il modello?"
          description={`Il modello «${template.name}» non sarà più proposto. Le richieste già inviate non cambiano.`}
          error={
            remove.error
              ? errorText(remove.error, 'Modello non eliminato: riprova tra qualche istante.')
              : null
          }
          confirmLabel="Elimina modello"
          confirmIcon={<Trash2 aria-hidden="true" />}
          pending={remove.isPending}
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            event.preventDefault();
            onDeleted();
          }}
          onConfirm={() =>
            remove.mutate(template, {
              onSuccess: () => {
                deleted.current = true;
                setConfirming(false);
              },
            })
          }
        />
      </div>
    </li>
  );
}
