/** Reads bytes of the file already written (the ZIP and OLE2 directories are read through it). */
export type ReadRange = (position: number, length: number) => Promise<Buffer>;
