import { Info } from 'lucide-react';
import { Card } from '~/components/ui/card';

/** Beside the single upload form: what the server accepts. */
export function UploadInfoCard() {
  return (
    <Card className="p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Info className="size-5 text-brand-700" aria-hidden="true" />
        Informazioni
      </h3>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-900">Formati supportati</dt>
          <dd className="text-slate-700">PDF, DOC, DOCX, TXT</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Fatture e file firmati</dt>
          <dd className="text-slate-700">
            Fatture elettroniche XML (FatturaPA) e file firmati .p7m: il cliente le legge come fatture, con
            chi ha firmato
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Dimensione massima</dt>
          <dd className="text-slate-700">10MB</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        Il tipo è verificato sul contenuto del file: un file che non corrisponde al formato dichiarato viene
        rifiutato. Per caricare anche immagini JPG o PNG usa il caricamento massivo.
      </p>
    </Card>
  );
}
