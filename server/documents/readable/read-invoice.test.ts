import { describe, expect, it } from 'vitest';
import { fatturaWithDoctype, malformedFattura, pdfFile } from '../../../test/support/document-fixtures';
import {
  invoiceXml,
  parcellaXml,
  plainBody,
  rejectionNotice,
  simplifiedInvoiceXml,
} from '../../../test/support/invoice-xml';
import { attachmentOf, readFileDetails } from './read-file';

const read = (bytes: Buffer) =>
  readFileDetails(bytes, 'application/xml', { trusted: null, now: new Date('2026-12-01T10:00:00Z') });

async function onlyInvoice(bytes: Buffer) {
  const details = await read(bytes);
  expect(details.unreadable).toBeNull();
  expect(details.invoices).toHaveLength(1);
  return details.invoices![0]!;
}

describe('an ordinary invoice', () => {
  it('to a company: parties with partita IVA and SdI code, a discounted line, the file’s own totals', async () => {
    const invoice = await onlyInvoice(
      invoiceXml({
        bodies: [
          plainBody({
            lines: [
              {
                description: 'Tenuta contabilità',
                quantity: '2.00',
                unitPrice: '62.50',
                adjustment: { kind: 'SC', percent: '20.00' },
                total: '100.00',
                rate: '22.00',
              },
            ],
            causale: ['Competenze primo trimestre'],
            order: { id: 'ORD-7', date: '2026-01-10', cig: 'Z1234567' },
          }),
        ],
      }),
    );
    expect(invoice).toMatchObject({
      format: 'FPR12',
      simplified: false,
      type: 'TD01',
      number: 'FT/2026/100',
      date: '2026-03-15',
      currency: 'EUR',
      total: '122.00',
      totalsAgree: true,
      totalsProblems: [],
      causale: ['Competenze primo trimestre'],
      references: [{ kind: 'order', id: 'ORD-7', date: '2026-01-10', cig: 'Z1234567', cup: null }],
    });
    expect(invoice.supplier).toEqual({
      name: 'Studio Verdi & Associati S.r.l.',
      vatNumber: 'IT01234567890',
      codiceFiscale: '01234567890',
      address: { street: 'Via Roma 1', postalCode: '24121', town: 'Bergamo', province: 'BG', country: 'IT' },
      taxRegime: 'RF01',
      pec: null,
      sdiCode: null,
    });
    expect(invoice.customer).toMatchObject({
      name: 'Bianchi Costruzioni S.p.A.',
      vatNumber: 'IT09876543210',
      sdiCode: 'KRRH6B9',
    });
    expect(invoice.lines).toEqual([
      {
        number: '1',
        description: 'Tenuta contabilità',
        quantity: '2.00',
        unit: null,
        unitPrice: '62.50',
        adjustments: [{ kind: 'SC', percent: '20.00', amount: null }],
        total: '100.00',
        rate: '22.00',
        nature: null,
        withholding: false,
      },
    ]);
    expect(invoice.vatSummary).toEqual([
      {
        rate: '22.00',
        nature: null,
        taxable: '100.00',
        tax: '22.00',
        chargeability: 'I',
        legalReference: null,
      },
    ]);
  });

  it('to a consumer: codice fiscale and PEC, no SdI code (0000000 means none)', async () => {
    const invoice = await onlyInvoice(invoiceXml({ customer: 'consumer', bodies: [plainBody()] }));
    expect(invoice.customer).toMatchObject({
      name: 'Mario Rossi',
      vatNumber: null,
      codiceFiscale: 'RSSMRA80A01H501U',
      pec: 'mario.rossi@pec.example.it',
      sdiCode: null,
    });
  });

  it('a professional’s invoice: cassa, withholding, stamp duty, an exempt line and two instalments', async () => {
    const invoice = await onlyInvoice(parcellaXml());
    expect(invoice.totalsAgree).toBe(true);
    expect(invoice.lines.map((l) => [l.withholding, l.nature])).toEqual([
      [true, null],
      [false, 'N1'],
    ]);
    expect(invoice.pension).toEqual([
      { fund: 'TC22', rate: '4.00', amount: '40.00', taxable: '1000.00', vatRate: '22.00', nature: null },
    ]);
    expect(invoice.withholding).toEqual([{ type: 'RT01', amount: '200.00', rate: '20.00', reason: 'A' }]);
    expect(invoice.stampDuty).toBe('2.00');
    expect(invoice.vatSummary[1]).toMatchObject({ nature: 'N1', legalReference: 'Art. 15 DPR 633/72' });
    expect(invoice.payments).toEqual([
      {
        terms: 'TP01',
        method: 'MP05',
        dueDate: '2026-04-15',
        amount: '536.40',
        iban: 'IT60X0542811101000000123456',
        bank: null,
        beneficiary: null,
      },
      expect.objectContaining({ dueDate: '2026-05-15', amount: '536.40' }),
    ]);
  });

  it('split payment to a public body (FPA12) and a credit note citing the invoice it corrects', async () => {
    const details = await read(
      invoiceXml({
        version: 'FPA12',
        bodies: [
          plainBody({ summary: [{ rate: '22.00', taxable: '100.00', tax: '22.00', chargeability: 'S' }] }),
          plainBody({
            type: 'TD04',
            number: 'NC/2026/1',
            corrects: { number: 'FT/2026/100', date: '2026-03-15' },
          }),
        ],
      }),
    );
    const [split, credit] = details.invoices!;
    expect(split).toMatchObject({ format: 'FPA12', totalsAgree: true });
    expect(split!.vatSummary[0]!.chargeability).toBe('S');
    expect(credit).toMatchObject({ type: 'TD04', number: 'NC/2026/1' });
    expect(credit!.references).toEqual([
      { kind: 'invoice', id: 'FT/2026/100', date: '2026-03-15', cig: null, cup: null },
    ]);
  });

  it('a batch of three shows each invoice, in file order', async () => {
    const details = await read(
      invoiceXml({ bodies: [plainBody(), plainBody({ number: 'B' }), plainBody({ number: 'C' })] }),
    );
    expect(details.invoices!.map((i) => i.number)).toEqual(['FT/2026/100', 'B', 'C']);
  });

  it('says where the totals disagree, and keeps the file’s own figures', async () => {
    const lines = await onlyInvoice(
      invoiceXml({
        bodies: [plainBody({ lines: [{ description: 'Riga', total: '90.00', rate: '22.00' }] })],
      }),
    );
    expect(lines).toMatchObject({ totalsAgree: false, totalsProblems: ['lines'], total: '122.00' });
    const total = await onlyInvoice(invoiceXml({ bodies: [plainBody({ total: '150.00' })] }));
    expect(total).toMatchObject({ totalsAgree: false, totalsProblems: ['total'], total: '150.00' });
    // The SdI's own tolerance: the lines may round up to a euro away from the taxable amount.
    const rounded = await onlyInvoice(
      invoiceXml({
        bodies: [plainBody({ lines: [{ description: 'Riga', total: '99.40', rate: '22.00' }] })],
      }),
    );
    expect(rounded.totalsAgree).toBe(true);
    const noTotal = await onlyInvoice(invoiceXml({ bodies: [plainBody({ total: null })] }));
    expect(noTotal).toMatchObject({ total: null, totalsAgree: true });
  });

  it('lists an attached PDF with its type by content, downloadable by its index', async () => {
    const pdf = pdfFile();
    const program = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    const bytes = invoiceXml({
      bodies: [
        plainBody({ attachments: [{ name: 'copia.pdf', bytes: pdf, description: 'Copia di cortesia' }] }),
        plainBody({ attachments: [{ name: 'finto.pdf', bytes: program }] }),
      ],
    });
    const details = await read(bytes);
    expect(details.invoices!.map((i) => i.attachments)).toEqual([
      [
        {
          index: 1,
          name: 'copia.pdf',
          description: 'Copia di cortesia',
          bytes: pdf.length,
          type: 'application/pdf',
        },
      ],
      [{ index: 2, name: 'finto.pdf', description: null, bytes: program.length, type: null }],
    ]);
    const first = await attachmentOf(bytes, 'application/xml', 1);
    expect(first!.bytes).toEqual(pdf);
    expect(first!.type?.mime).toBe('application/pdf');
    expect((await attachmentOf(bytes, 'application/xml', 2))!.type).toBeNull();
    expect(await attachmentOf(bytes, 'application/xml', 3)).toBeNull();
  });
});

describe('a simplified invoice (FSM10)', () => {
  it('shows its lines VAT included, a summary by rate and the sum as its total', async () => {
    const invoice = await onlyInvoice(
      simplifiedInvoiceXml([
        { description: 'Colazione', amount: '12.20', rate: '22.00', tax: '2.20' },
        { description: 'Giornale', amount: '1.50', nature: 'N2.2' },
      ]),
    );
    expect(invoice).toMatchObject({
      format: 'FSM10',
      simplified: true,
      type: 'TD07',
      number: 'S-12',
      total: '13.70',
      totalsAgree: true,
    });
    expect(invoice.supplier.name).toBe('Bar Centrale di Rossi');
    expect(invoice.customer.codiceFiscale).toBe('RSSMRA80A01H501U');
    expect(invoice.vatSummary).toEqual([
      expect.objectContaining({ rate: '22.00', taxable: '10.00', tax: '2.20' }),
      expect.objectContaining({ rate: '', nature: 'N2.2', taxable: '1.50', tax: '0.00' }),
    ]);
  });
});

describe('an SdI notice', () => {
  it('is shown as the rejection it is, with its errors, not as an invoice', async () => {
    const details = await read(rejectionNotice([{ code: '00404', description: 'Fattura duplicata' }]));
    expect(details.invoices).toBeNull();
    expect(details.notice).toMatchObject({
      kind: 'NS',
      fileName: 'IT01234567890_00042.xml',
      sdiId: '111222333',
      errors: [{ code: '00404', description: 'Fattura duplicata' }],
    });
  });
});

describe('what cannot be read', () => {
  it.each([
    ['an unknown version', invoiceXml({ version: 'FPR99', bodies: [plainBody()] }), /versione.*FPR99/],
    ['malformed XML', malformedFattura(), /XML non valido/],
    ['a DOCTYPE (entities, XXE)', fatturaWithDoctype('laughs'), /DOCTYPE/],
    ['an external entity', fatturaWithDoctype('external'), /DOCTYPE/],
    ['text not in UTF-8', Buffer.from('<a>perch\xe9</a>', 'latin1'), /UTF-8/],
    ['nesting 100 levels deep', Buffer.from(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`), /annidamento/],
  ])('%s is non leggibile with its reason', async (_, bytes, reason) => {
    const details = await read(bytes);
    expect(details.invoices).toBeNull();
    expect(details.unreadable?.reason).toMatch(reason);
  });
});
