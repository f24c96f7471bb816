import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { simplePdf } from '../../server/seed/simple-pdf';
import { base64Lines, signedData } from './cms-file';
import { type Ole2Options, ole2File } from './ole2-file';

/** A one-page PDF with a correct cross-reference table. */
export const pdfFile = (text = 'Studio') => simplePdf(text);

/** A Word 97–2003 document: an OLE2 compound file with a `WordDocument` stream at its top. */
export function docFile(options?: Ole2Options): Buffer {
  return ole2File(
    [
      { name: 'WordDocument', start: Buffer.from([0xec, 0xa5]) }, // the FIB's magic number
      { name: '1Table' },
      { name: '\x05SummaryInformation' },
      { name: '\x01CompObj' },
    ],
    options,
  );
}

/** An Excel 97–2003 workbook: OLE2 with a `Workbook` stream (opening with a BIFF8 BOF record). */
export function xlsFile(options?: Ole2Options): Buffer {
  return ole2File(
    [
      { name: 'Workbook', start: Buffer.from([0x09, 0x08, 0x10, 0x00, 0x00, 0x06, 0x05, 0x00]) },
      { name: '\x05SummaryInformation' },
      { name: '\x05DocumentSummaryInformation' },
    ],
    options,
  );
}

/** An Outlook message (.msg): OLE2 with neither a Word nor an Excel stream. */
export function msgFile(): Buffer {
  return ole2File([
    { name: '__substg1.0_0037001F' },
    { name: '__properties_version1.0' },
    { name: '__recip_version1.0_#00000000', children: [{ name: '__substg1.0_3001001F' }] },
  ]);
}

/** The 512-byte header of an OLE2 compound file and nothing else. */
export function ole2Header(): Buffer {
  return ole2File([]).subarray(0, 512);
}

/** The general purpose flag saying the names are UTF-8, as `Buffer.from` writes them. */
const UTF8_NAMES = 1 << 11;

/** A ZIP archive (deflated entries, central directory, end record), its names flagged as UTF-8 (bit 11). */
export function zipFile(entries: { name: string; data: Buffer | string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const packed = deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document: the three parts Word itself needs. */
export function docxFile(text = 'Studio'): Buffer {
  return zipFile([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

/** A minimal Excel workbook: content types, relationships, workbook and one sheet. */
export function xlsxFile(): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipFile([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Spese" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Farmacia</t></is></c><c r="B1"><v>42.5</v></c></row></sheetData></worksheet>`,
    },
  ]);
}

/** A 1×1 white PNG. */
export function pngFile(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JFIF JPEG (SOI, APP0) and its end marker. */
export function jpegFile(): Buffer {
  return Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
}

/** The start of a Windows executable. */
export function exeFile(): Buffer {
  const exe = Buffer.alloc(256);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

export const utf8Text = () => Buffer.from('Gentile cliente,\r\nin allegato il riepilogo. Perché è così: €\n');
/** "Perché € così" in Windows-1252: é is 0xE9 and € is 0x80, neither valid UTF-8. */
export const cp1252Text = () =>
  Buffer.concat([
    Buffer.from('Perch\xe9 ', 'latin1'),
    Buffer.from([0x80]),
    Buffer.from(' cos\xec\r\n', 'latin1'),
  ]);
export const htmlPage = () =>
  Buffer.from('\n  <!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

export const FATTURA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

export interface FatturaOptions {
  /** The root's namespace prefix ('p' by default; '' for a default namespace). */
  prefix?: string;
  semplificata?: boolean;
  bom?: boolean;
  /** The Agenzia delle Entrate's stylesheet instruction, as many issuers add it. */
  stylesheet?: boolean;
  /** A document attached in base64 (Allegati), as invoices often carry their PDF copy. */
  attachment?: Buffer;
  /** Markup placed right after the XML declaration (a DOCTYPE, a comment…). */
  prolog?: string;
}

/** A FatturaPA e-invoice (FPR12, or the simplified FSM10) as an issuer's software writes it. */
export function fatturaXml(options: FatturaOptions = {}): Buffer {
  const {
    prefix = 'p',
    semplificata = false,
    bom = false,
    stylesheet = false,
    attachment,
    prolog = '',
  } = options;
  const root = `${prefix ? `${prefix}:` : ''}${semplificata ? 'FatturaElettronicaSemplificata' : 'FatturaElettronica'}`;
  const namespace = semplificata
    ? 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.0'
    : FATTURA_NAMESPACE;
  const allegati = attachment
    ? `<Allegati><NomeAttachment>fattura.pdf</NomeAttachment><FormatoAttachment>PDF</FormatoAttachment><Attachment>${attachment.toString('base64')}</Attachment></Allegati>`
    : '';
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
${stylesheet ? '<?xml-stylesheet type="text/xsl" href="fatturaordinaria_v1.2.2.xsl"?>\n' : ''}${prolog}<${root} versione="${semplificata ? 'FSM10' : 'FPR12'}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ${prefix ? `xmlns:${prefix}` : 'xmlns'}="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <FatturaElettronicaHeader>
    <DatiTrasmissione>
      <IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdTrasmittente>
      <ProgressivoInvio>00042</ProgressivoInvio>
      <FormatoTrasmissione>${semplificata ? 'FSM10' : 'FPR12'}</FormatoTrasmissione>
      <CodiceDestinatario>0000000</CodiceDestinatario>
    </DatiTrasmissione>
    <CedentePrestatore>
      <DatiAnagrafici>
        <IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdFiscaleIVA>
        <Anagrafica><Denominazione>Ferramenta Città &amp; Figli S.r.l.</Denominazione></Anagrafica>
        <RegimeFiscale>RF01</RegimeFiscale>
      </DatiAnagrafici>
      <Sede><Indirizzo>Via Roma 1</Indirizzo><CAP>00100</CAP><Comune>Roma</Comune><Nazione>IT</Nazione></Sede>
    </CedentePrestatore>
    <CessionarioCommittente>
      <DatiAnagrafici><CodiceFiscale>RSSMRA80A01H501U</CodiceFiscale><Anagrafica><Nome>Mario</Nome><Cognome>Rossi</Cognome></Anagrafica></DatiAnagrafici>
      <Sede><Indirizzo>Via Garibaldi 2</Indirizzo><CAP>20100</CAP><Comune>Milano</Comune><Nazione>IT</Nazione></Sede>
    </CessionarioCommittente>
  </FatturaElettronicaHeader>
  <FatturaElettronicaBody>
    <DatiGenerali><DatiGeneraliDocumento><TipoDocumento>TD01</TipoDocumento><Divisa>EUR</Divisa><Data>2026-03-15</Data><Numero>FT/2026/118</Numero><ImportoTotaleDocumento>122.00</ImportoTotaleDocumento></DatiGeneraliDocumento></DatiGenerali>
    <DatiBeniServizi>
      <DettaglioLinee><NumeroLinea>1</NumeroLinea><Descrizione>Chiave inglese – acciaio, più robusta (€ 100)</Descrizione><Quantita>1.00</Quantita><PrezzoUnitario>100.00</PrezzoUnitario><PrezzoTotale>100.00</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>
      <DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>100.00</ImponibileImporto><Imposta>22.00</Imposta><EsigibilitaIVA>I</EsigibilitaIVA></DatiRiepilogo>
    </DatiBeniServizi>
    <DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento><DettaglioPagamento><ModalitaPagamento>MP05</ModalitaPagamento><ImportoPagamento>122.00</ImportoPagamento></DettaglioPagamento></DatiPagamento>
    ${allegati}
  </FatturaElettronicaBody>
</${root}>
`;
  return Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(xml)]);
}

/** A FatturaPA signed with CAdES: the invoice inside a CMS SignedData, DER (or BER) encoded. */
export function p7mFile(content: Buffer = fatturaXml(), options: { indefinite?: boolean } = {}): Buffer {
  return signedData(content, options);
}

/** The same signed file as base64 text, as some mail programs and portals save it. */
export function p7mBase64File(
  options: { armour?: 'PKCS7' | 'CMS'; lineLength?: number; eol?: string } = {},
  signed: Buffer = p7mFile(),
): Buffer {
  return base64Lines(signed, options);
}

/** An SVG image with a script: markup a browser would run. */
export const svgImage = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>\n',
  );

/** An RSS feed: well-formed XML, but not an invoice. */
export const rssFeed = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Notizie fiscali</title><link>https://example.org/</link><description>Novità</description></channel></rss>\n',
  );

/** A FatturaPA whose elements do not nest: not well-formed. */
export const malformedFattura = () =>
  Buffer.from(fatturaXml().toString('utf8').replace('</DatiTrasmissione>', '</DatiTrasmision>'));

/** A FatturaPA with a DOCTYPE declaring entities: the billion laughs, or an external file (XXE). */
export function fatturaWithDoctype(kind: 'laughs' | 'external' = 'laughs'): Buffer {
  const entities =
    kind === 'laughs'
      ? '<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
        '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">'
      : '<!ENTITY xxe SYSTEM "file:///etc/passwd">';
  const use = kind === 'laughs' ? '&lol2;' : '&xxe;';
  const xml = fatturaXml({ prolog: `<!DOCTYPE p:FatturaElettronica [${entities}]>\n` }).toString('utf8');
  return Buffer.from(xml.replace('<Numero>FT/2026/118</Numero>', `<Numero>${use}</Numero>`));
}

/** Base64 text that decodes to something other than a signed file (here a PDF). */
export const base64NotSigned = () => base64Lines(pdfFile());

/** One file of each type a client may send, named as clients name them, with the type stored. */
export const clientSamples = (): { filename: string; content: Buffer; mime: string }[] => [
  { filename: 'fattura.pdf', content: pdfFile(), mime: 'application/pdf' },
  { filename: 'scontrino.jpg', content: jpegFile(), mime: 'image/jpeg' },
  { filename: 'scansione.png', content: pngFile(), mime: 'image/png' },
  { filename: 'contratto.doc', content: docFile(), mime: 'application/msword' },
  {
    filename: 'contratto.docx',
    content: docxFile(),
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { filename: 'note.txt', content: utf8Text(), mime: 'text/plain; charset=utf-8' },
  { filename: 'spese.xls', content: xlsFile(), mime: 'application/vnd.ms-excel' },
  {
    filename: 'spese.xlsx',
    content: xlsxFile(),
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { filename: 'IT01234567890_00042.xml', content: fatturaXml(), mime: 'application/xml' },
  { filename: 'IT01234567890_00042.xml.p7m', content: p7mFile(), mime: 'application/pkcs7-mime' },
  { filename: 'IT01234567890_00043.xml.p7m', content: p7mBase64File(), mime: 'application/pkcs7-mime' },
];

/** Files a client might send that must be refused, each named to pass for an accepted type. */
export const clientDisguises = (): { label: string; filename: string; content: Buffer }[] => [
  { label: 'an HTML page named .xml', filename: 'fattura.xml', content: htmlPage() },
  { label: 'an SVG named .xml', filename: 'fattura.xml', content: svgImage() },
  { label: 'an SVG', filename: 'logo.svg', content: svgImage() },
  { label: 'an XML that is not FatturaPA', filename: 'notizie.xml', content: rssFeed() },
  { label: 'malformed XML', filename: 'fattura.xml', content: malformedFattura() },
  { label: 'XML with a DOCTYPE', filename: 'fattura.xml', content: fatturaWithDoctype() },
  { label: 'an executable named .p7m', filename: 'fattura.xml.p7m', content: exeFile() },
  {
    label: 'base64 that is not a signed file, named .p7m',
    filename: 'fattura.pdf.p7m',
    content: base64NotSigned(),
  },
  {
    label: 'a ZIP with neither word/ nor xl/, named .xlsx',
    filename: 'spese.xlsx',
    content: zipFile([{ name: 'a.txt', data: 'x' }]),
  },
  { label: 'an OLE2 file without a workbook, named .xls', filename: 'spese.xls', content: msgFile() },
];
