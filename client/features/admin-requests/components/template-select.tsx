import type { RequestFormValues, RequestTemplate } from '@common/schemas/document-requests';
import * as React from 'react';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { useRequestTemplates } from '../api/request-templates';
import { applyTemplate } from '../request-form';

interface TemplateSelectProps {
  /** Called with the change a chosen template makes to the form's values (title and checklist). */
  onApply: (apply: (values: RequestFormValues) => RequestFormValues) => void;
}

/** 'Modello': fills the title and the checklist from a template; the form stays editable after. */
export function TemplateSelect({ onApply }: TemplateSelectProps) {
  const templates = useRequestTemplates();
  const [chosen, setChosen] = React.useState('');
  const list = templates.data ?? [];

  const choose = (value: string) => {
    setChosen(value);
    const template: RequestTemplate | undefined = list.find((t) => String(t.id) === value);
    if (template) onApply((values) => applyTemplate(values, template));
  };

  return (
    <FormField
      label="Modello"
      hint={
        templates.error
          ? 'Modelli non disponibili: scrivi la lista a mano.'
          : 'Riempie titolo e lista dei documenti; puoi cambiarli dopo.'
      }
      className="sm:max-w-md"
    >
      {(field) => (
        <NativeSelect {...field} value={chosen} onChange={(event) => choose(event.target.value)}>
          <option value="">{templates.isPending ? 'Caricamento dei modelli...' : 'Nessun modello'}</option>
          {list.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
