import { RECEIVED_TAB_PATH } from '@common/client-uploads';
import { describe, expect, it } from 'vitest';
import { adminTabFrom, legacyContactAddress } from './admin-tabs';

describe('adminTabFrom', () => {
  it('opens the tab the address names', () => {
    for (const tab of [
      'utenti',
      'carica',
      'documenti',
      'ricevuti',
      'richieste',
      'scadenze',
      'messaggi',
      'dal-sito',
    ]) {
      expect(adminTabFrom(tab)).toBe(tab);
    }
  });

  it('opens the users for a missing or unknown name', () => {
    expect(adminTabFrom(null)).toBe('utenti');
    expect(adminTabFrom('')).toBe('utenti');
    expect(adminTabFrom('Ricevuti')).toBe('utenti');
    expect(adminTabFrom('toString')).toBe('utenti');
  });

  it('opens "Documenti ricevuti" from the link in the firm’s e-mail', () => {
    const link = new URL(RECEIVED_TAB_PATH, 'https://studio.example');
    expect(link.pathname).toBe('/admin');
    expect(adminTabFrom(link.searchParams.get('scheda'))).toBe('ricevuti');
  });
});

describe('legacyContactAddress', () => {
  const legacy = (search: string) => legacyContactAddress(new URLSearchParams(search));

  it('sends an old inbox address, by its folder or search, to "Dal sito", keeping them', () => {
    expect(legacy('scheda=messaggi&cartella=spam')).toBe('?scheda=dal-sito&cartella=spam');
    expect(legacy('scheda=messaggi&cerca-messaggi=rossi')).toBe('?scheda=dal-sito&cerca-messaggi=rossi');
  });

  it('leaves the conversations, and every other section, where they are', () => {
    expect(legacy('scheda=messaggi')).toBeNull();
    expect(legacy('scheda=messaggi&vista=da-leggere')).toBeNull();
    expect(legacy('scheda=dal-sito&cartella=spam')).toBeNull();
  });
});
