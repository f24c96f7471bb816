import { RequestsSection } from '~/features/document-requests/components/requests-section';
import { PaymentsSection } from '~/features/payments/components/payments-section';
import { DocumentsPanel } from './documents-panel';

/** The client's first tab: what the firm asks for and what is due come first; each shows only when there is some. */
export function DocumentsTab({ withPayments }: { withPayments: boolean }) {
  return (
    <>
      <RequestsSection />
      {withPayments && <PaymentsSection />}
      <DocumentsPanel />
    </>
  );
}
