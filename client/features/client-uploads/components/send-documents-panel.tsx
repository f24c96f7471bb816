import * as React from 'react';
import { SendDocumentsForm } from './send-documents-form';
import { SentUploadsList } from './sent-uploads-list';

/** The 'Invia documenti' tab: the form above, what was sent below. */
export function SendDocumentsPanel() {
  const sentHeading = React.useRef<HTMLHeadingElement>(null);
  return (
    <div className="grid gap-12">
      <SendDocumentsForm sentHeading={sentHeading} />
      <SentUploadsList headingRef={sentHeading} />
    </div>
  );
}
