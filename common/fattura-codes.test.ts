import { describe, expect, it } from 'vitest';
import { codeMeaning, codeWithMeaning } from './fattura-codes';

describe('codeMeaning', () => {
  it('gives the official meaning of common codes', () => {
    expect(codeMeaning('documentType', 'TD01')).toBe('Fattura');
    expect(codeMeaning('documentType', 'TD04')).toBe('Nota di credito');
    expect(codeMeaning('documentType', 'TD29')).toBe('Comunicazione per omessa o irregolare fatturazione');
    expect(codeMeaning('nature', 'N2.2')).toBe('Non soggette – altri casi');
    expect(codeMeaning('nature', 'N6.3')).toBe('Inversione contabile – subappalto nel settore edile');
    expect(codeMeaning('paymentMethod', 'MP05')).toBe('Bonifico');
    expect(codeMeaning('pensionFund', 'TC22')).toBe('INPS');
    expect(codeMeaning('withholdingType', 'RT01')).toBe('Ritenuta persone fisiche');
    expect(codeMeaning('taxRegime', 'RF19')).toBe('Forfettario');
    expect(codeMeaning('chargeability', 'S')).toBe('Scissione dei pagamenti');
    expect(codeMeaning('sdiNotice', 'RC')).toBe('Ricevuta di consegna');
    expect(codeMeaning('outcome', 'EC02')).toBe('Rifiuto');
  });

  it('still reads the generic natures of files from before 2021', () => {
    expect(codeMeaning('nature', 'N6')).toBe('Inversione contabile');
  });

  it('keeps each list to its own codes', () => {
    expect(codeMeaning('paymentMethod', 'TD01')).toBeNull();
    expect(codeMeaning('taxRegime', 'RF03')).toBeNull();
  });

  it('is not fooled by the keys every object has', () => {
    expect(codeMeaning('documentType', 'toString')).toBeNull();
    expect(codeMeaning('documentType', 'constructor')).toBeNull();
    expect(codeMeaning('nature', '__proto__')).toBeNull();
  });

  it('ignores the padding some files add, but not the case', () => {
    expect(codeMeaning('documentType', ' TD01 ')).toBe('Fattura');
    expect(codeMeaning('documentType', 'td01')).toBeNull();
  });
});

describe('codeWithMeaning', () => {
  it('puts the code before its meaning', () => {
    expect(codeWithMeaning('documentType', 'TD01')).toBe('TD01 · Fattura');
    expect(codeWithMeaning('nature', ' N2.2 ')).toBe('N2.2 · Non soggette – altri casi');
  });

  it('shows an unknown code alone, never a guess', () => {
    expect(codeMeaning('documentType', 'TD99')).toBeNull();
    expect(codeWithMeaning('documentType', 'TD99')).toBe('TD99');
    expect(codeWithMeaning('documentType', 'toString')).toBe('toString');
  });
});
