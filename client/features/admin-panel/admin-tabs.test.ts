import { RECEIVED_TAB_PATH } from '@common/client-uploads';
import { describe, expect, it } from 'vitest';
import { adminTabFrom } from './admin-tabs';

describe('adminTabFrom', () => {
  it('opens the tab the address names', () => {
    for (const tab of ['utenti', 'carica', 'documenti', 'ricevuti', 'richieste', 'scadenze', 'messaggi']) {
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
