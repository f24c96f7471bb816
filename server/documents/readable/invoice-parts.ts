import type { Party } from '@common/schemas/file-details';
import { child, childrenNamed, textAt, type XmlElement } from './xml-tree';

/** A party of an ordinary invoice: CedentePrestatore or CessionarioCommittente. */
export function ordinaryParty(element: XmlElement | undefined): Party {
  const data = child(element, 'DatiAnagrafici');
  return {
    name: personOrCompany(child(data, 'Anagrafica')),
    vatNumber: vatNumber(child(data, 'IdFiscaleIVA')),
    codiceFiscale: textAt(data, 'CodiceFiscale'),
    address: address(child(element, 'Sede')),
    taxRegime: textAt(data, 'RegimeFiscale'),
    pec: null,
    sdiCode: null,
  };
}

/** The simplified invoice (FSM10) writes its parties flatter, each side its own way. */
export function simplifiedSupplier(element: XmlElement | undefined): Party {
  return {
    name: personOrCompany(element),
    vatNumber: vatNumber(child(element, 'IdFiscaleIVA')),
    codiceFiscale: textAt(element, 'CodiceFiscale'),
    address: address(child(element, 'Sede')),
    taxRegime: textAt(element, 'RegimeFiscale'),
    pec: null,
    sdiCode: null,
  };
}

export function simplifiedCustomer(element: XmlElement | undefined): Party {
  const ids = child(element, 'IdentificativiFiscali');
  const other = child(element, 'AltriDatiIdentificativi');
  return {
    name: personOrCompany(other),
    vatNumber: vatNumber(child(ids, 'IdFiscaleIVA')),
    codiceFiscale: textAt(ids, 'CodiceFiscale'),
    address: address(child(other, 'Sede')),
    taxRegime: null,
    pec: null,
    sdiCode: null,
  };
}

function personOrCompany(element: XmlElement | undefined): string {
  const company = textAt(element, 'Denominazione');
  if (company) return company;
  const person = [textAt(element, 'Titolo'), textAt(element, 'Nome'), textAt(element, 'Cognome')]
    .filter(Boolean)
    .join(' ');
  return person || 'Nome non indicato';
}

function vatNumber(element: XmlElement | undefined): string | null {
  const code = textAt(element, 'IdCodice');
  return code ? `${textAt(element, 'IdPaese') ?? ''}${code}` : null;
}

function address(element: XmlElement | undefined): Party['address'] {
  if (!element) return null;
  const street = [textAt(element, 'Indirizzo'), textAt(element, 'NumeroCivico')].filter(Boolean).join(' ');
  return {
    street: street || null,
    postalCode: textAt(element, 'CAP'),
    town: textAt(element, 'Comune'),
    province: textAt(element, 'Provincia'),
    country: textAt(element, 'Nazione'),
  };
}

const REFERENCE_KINDS = [
  ['DatiOrdineAcquisto', 'order'],
  ['DatiContratto', 'contract'],
  ['DatiConvenzione', 'agreement'],
  ['DatiRicezione', 'receipt'],
  ['DatiFattureCollegate', 'invoice'],
] as const;

/** The orders, contracts, agreements, receipts, linked invoices and delivery notes an invoice cites. */
export function references(general: XmlElement | undefined) {
  const cited = REFERENCE_KINDS.flatMap(([name, kind]) =>
    childrenNamed(general, name).map((element) => ({
      kind,
      id: textAt(element, 'IdDocumento'),
      date: textAt(element, 'Data'),
      cig: textAt(element, 'CodiceCIG'),
      cup: textAt(element, 'CodiceCUP'),
    })),
  );
  const deliveries = childrenNamed(general, 'DatiDDT').map((element) => ({
    kind: 'delivery',
    id: textAt(element, 'NumeroDDT'),
    date: textAt(element, 'DataDDT'),
    cig: null,
    cup: null,
  }));
  const corrected = childrenNamed(general, 'DatiFatturaRettificata').map((element) => ({
    kind: 'invoice',
    id: textAt(element, 'NumeroFR'),
    date: textAt(element, 'DataFR'),
    cig: null,
    cup: null,
  }));
  return [...cited, ...deliveries, ...corrected];
}

export function payments(body: XmlElement) {
  return childrenNamed(body, 'DatiPagamento').flatMap((terms) =>
    childrenNamed(terms, 'DettaglioPagamento').map((detail) => ({
      terms: textAt(terms, 'CondizioniPagamento'),
      method: textAt(detail, 'ModalitaPagamento') ?? '',
      dueDate: textAt(detail, 'DataScadenzaPagamento'),
      amount: textAt(detail, 'ImportoPagamento') ?? '',
      iban: textAt(detail, 'IBAN'),
      bank: textAt(detail, 'IstitutoFinanziario'),
      beneficiary: textAt(detail, 'Beneficiario'),
    })),
  );
}
