import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search-text';

describe('foldForSearch', () => {
  it('drops accents and case and collapses spaces', () => {
    expect(foldForSearch('  Niccolò  Bàrbieri ')).toBe('niccolo barbieri');
    expect(foldForSearch('ÉLODIE')).toBe('elodie');
    expect(foldForSearch('Perché\tÈ')).toBe('perche e');
  });
});

describe('matchesSearch', () => {
  it('matches any of the texts, without accents or case', () => {
    expect(matchesSearch('CITTA', ['Residenza', 'certificato-città.pdf'])).toBe(true);
    expect(matchesSearch('città', ['Citta di Bergamo'])).toBe(true);
    expect(matchesSearch('imu', ['Modello Redditi', 'redditi.pdf'])).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(matchesSearch('', [])).toBe(true);
    expect(matchesSearch('   ', ['x'])).toBe(true);
  });
});
