import type { Signature, SignatureProblem } from '@common/schemas/file-details';
import { CircleCheck, CircleX, Download, TriangleAlert } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { formatFileSize } from '~/lib/file-size';
import { cn } from '~/lib/utils';
import { DetailList } from './detail-list';
import { fileMoment, fileMomentDate, withoutP7m } from './file-text';
import { Heading } from './heading';

const PROBLEM_TEXT: Record<SignatureProblem, string> = {
  'content-altered': 'Il contenuto è stato modificato dopo la firma',
  'signature-invalid': 'La firma non corrisponde al certificato',
  'certificate-expired': 'Certificato scaduto alla data della firma',
  'certificate-not-yet-valid': 'Certificato non ancora valido alla data della firma',
  'certificate-missing': 'Il certificato del firmatario non è nel file',
  'unsupported-algorithm': 'Algoritmo di firma non supportato',
  untrusted: "L'autorità di certificazione non è tra quelle fidate configurate dallo studio",
};

/** Problems that mean the signature does not hold, not only that something about it is uncertain. */
const BROKEN: SignatureProblem[] = ['content-altered', 'signature-invalid', 'certificate-missing'];

const UNCHECKED_TRUST =
  "Non è stato verificato che l'autorità di certificazione sia nell'elenco europeo dei prestatori fidati (EU Trusted List): il portale non dispone dell'elenco.";
const UNCHECKED_REVOCATION =
  'Non è stato verificato se il certificato sia stato revocato o sospeso: il portale non consulta le liste di revoca.';

export interface SignatureCardProps {
  signature: Signature;
  /** The file's address (`/api/documents/12`): the signed content is `<base>/content`. */
  base: string;
  /** The stored file's name ('fattura.xml.p7m'): the content is offered as 'fattura.xml'. */
  fileName: string;
}

/** A `.p7m`'s signature: whether it holds, who signed and when, and the signed content to download. */
export function SignatureCard({ signature, base, fileName }: SignatureCardProps) {
  // The envelope may say the content is altered without listing it among the problems: said all the same.
  const problems: SignatureProblem[] =
    signature.contentIntact || signature.problems.includes('content-altered')
      ? signature.problems
      : ['content-altered', ...signature.problems];
  const valid = problems.length === 0;
  const broken = problems.some((problem) => BROKEN.includes(problem));
  const Icon = valid ? CircleCheck : broken ? CircleX : TriangleAlert;
  const contentName = withoutP7m(fileName);

  return (
    <Card className="grid min-w-0 gap-4 p-4 sm:p-5 print:break-inside-avoid print:shadow-none">
      <Heading>Firma digitale</Heading>
      <div
        className={cn(
          'flex items-start gap-2 rounded-md border p-3 text-sm',
          valid && 'border-green-300 bg-green-50 text-green-900',
          !valid && broken && 'border-red-300 bg-red-50 text-red-900',
          !valid && !broken && 'border-amber-300 bg-amber-50 text-amber-900',
        )}
      >
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">
            {valid ? 'Firma valida' : broken ? 'Firma non valida' : 'Firma integra, con avvertenze'}
          </p>
          {!valid && (
            <ul className="grid list-disc gap-0.5 pl-5">
              {problems.map((problem) => (
                <li key={problem}>{PROBLEM_TEXT[problem]}</li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {signature.signers.length === 0 ? (
        <p className="text-sm text-slate-700">Il file non indica chi lo ha firmato.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Firmatari">
          {signature.signers.map((signer, index) => (
            // Two signers may share a name: their place in the envelope tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the envelope's order is the signers' identity here
            <li key={index} className="grid gap-2">
              <p className="font-semibold break-words text-slate-900">{signer.name}</p>
              <DetailList details={[{ label: 'Codice fiscale', value: signer.codiceFiscale }]} />
              <p className="text-sm text-slate-900">
                Certificato rilasciato da {signer.issuer}, valido dal {fileMomentDate(signer.validFrom)} al{' '}
                {fileMomentDate(signer.validTo)}
              </p>
              <p className="text-sm text-slate-900">
                {signer.signedAt
                  ? `Firmato il ${fileMoment(signer.signedAt)}`
                  : 'Data della firma non indicata'}
              </p>
              {signature.trustChecked && signer.trustedAs && (
                <p className="text-sm text-slate-900">Autorità fidata: {signer.trustedAs}</p>
              )}
            </li>
          ))}
        </ul>
      )}

      {!signature.trustChecked && <p className="text-sm text-slate-700">{UNCHECKED_TRUST}</p>}
      <p className="text-sm text-slate-700">{UNCHECKED_REVOCATION}</p>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 print:hidden">
        <Button asChild variant="outline" className="h-auto w-full whitespace-normal py-2 sm:w-auto">
          <a href={`${base}/content`} download={contentName}>
            <Download aria-hidden="true" />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              Scarica il contenuto firmato ({contentName})
            </span>
          </a>
        </Button>
        <span className="text-sm text-slate-700">{formatFileSize(signature.content.bytes)}</span>
      </div>
    </Card>
  );
}
