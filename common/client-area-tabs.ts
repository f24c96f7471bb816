/** The client's area's tabs as the address names them (`?scheda=invia`): none, or another, is the documents. */
export const clientAreaTabs = ['documenti', 'invia', 'messaggi', 'profilo'] as const;
export type ClientAreaTab = (typeof clientAreaTabs)[number];
export const clientAreaTabFrom = (value: unknown): ClientAreaTab =>
  clientAreaTabs.find((tab) => tab === value) ?? 'documenti';
