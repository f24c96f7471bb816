import type { FirstPage } from '@common/pdf-first-page';

/** What the reader asks its child process: the first page of the file at `path`. */
export interface ReaderAsk {
  id: number;
  path: string;
}

/** A page read, with the memory the child holds after reading it. */
export interface PageAnswer {
  id: number;
  page: FirstPage;
  rss: number;
}

/** What the child answers: ready once, then each page. */
export type ReaderAnswer = { ready: true } | PageAnswer;

/** The line the child's watch writes before it kills the process for its memory. */
export const MEMORY_MARK = 'first-page-child: memory cap reached';
