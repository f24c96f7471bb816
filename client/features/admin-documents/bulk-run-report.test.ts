import { describe, expect, it } from 'vitest';
import { runOutcome } from './bulk-run-report';

describe('runOutcome', () => {
  it('has the specification’s three toasts', () => {
    expect(runOutcome(3, 0)).toEqual({
      title: 'Upload completato',
      description: '3 documenti caricati con successo',
      variant: 'default',
    });
    expect(runOutcome(2, 1)).toEqual({
      title: 'Upload parzialmente completato',
      description: '2 documenti caricati, 1 errori',
      variant: 'destructive',
    });
    expect(runOutcome(0, 4)).toEqual({
      title: 'Upload fallito',
      description: 'Tutti i 4 documenti hanno avuto errori',
      variant: 'destructive',
    });
  });
});
