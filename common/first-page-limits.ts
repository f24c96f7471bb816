/**
 * What reading one PDF's first page may cost (decision 0029): past either
 * bound the reading is stopped and the file's row says its page could not be
 * read. A crafted page inflates a stream of a few hundred KB into gigabytes.
 */

/** A page still unread after this is given up, in the admin's browser and by `npm run import`. */
export const PAGE_READ_TIMEOUT_MS = 20_000;

/**
 * The memory `npm run import`'s reading process may hold, resident, Node and
 * PDF.js included: four times the 130 MB it holds after reading a 9 MB PDF.
 * The browser offers no such bound for a worker; there the time limit alone holds.
 */
export const PAGE_READ_MEMORY_MB = 512;
