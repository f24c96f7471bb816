// Plain values the API and the pages share, apart from the schemas that use them: the client's pages
// import these without zod (decision 0027).

/** The largest amount a document may ask for: 10 million euro, far above any F24 and below integer limits. */
export const AMOUNT_CENTS_MAX = 1_000_000_000;

export const PAYMENT_NOT_FOUND = 'Pagamento non trovato';

export const AMOUNT_INVALID = 'Importo non valido: scrivilo in euro, ad esempio 1250,00';

/**
 * '1.250,00', '1250', '1250.5', '€ 80' → cents; null when it is not an amount.
 * Italians write a comma for decimals; a point followed by three digits groups thousands.
 */
export function parseEuroAmount(input: string): number | null {
  let text = input.replace(/[€\s]/g, '');
  if (!text) return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 && cents <= AMOUNT_CENTS_MAX ? cents : null;
}

export const paymentStates = ['unpaid', 'overdue', 'paid'] as const;

export type PaymentState = (typeof paymentStates)[number];

export const paymentStateLabels: Record<PaymentState, string> = {
  unpaid: 'Da pagare',
  overdue: 'Scaduto',
  paid: 'Pagato',
};

export const MONTH_INVALID = 'Mese non valido';
