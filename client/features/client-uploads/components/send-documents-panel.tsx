import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { clientUploadsQuery } from '../api/client-uploads';
import { SendDocumentsForm } from './send-documents-form';
import { SentUploadsList } from './sent-uploads-list';

/** What the tab's first screen shows, asked for at once (the area's loader waits for it in a page drawn by the server). */
export function prefetchSendDocuments(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchInfiniteQuery(clientUploadsQuery);
}

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
