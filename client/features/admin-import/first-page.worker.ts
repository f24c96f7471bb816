/// <reference lib="webworker" />
import { type FirstPage, PAGE_UNREADABLE, readFirstPage } from '@common/pdf-first-page';

/**
 * Reads the codes on a PDF's first page away from the page's thread: PDF.js
 * parses for tens of milliseconds a file, hundreds of files in an import.
 */
self.onmessage = async (event: MessageEvent<{ id: number; file: File }>) => {
  const { id, file } = event.data;
  let page: FirstPage;
  try {
    page = await readFirstPage(new Uint8Array(await file.arrayBuffer()));
  } catch {
    // PDF.js could not even load (a chunk refused, the file gone): said at once, not after the timeout.
    page = { problem: PAGE_UNREADABLE };
  }
  self.postMessage({ id, page });
};
