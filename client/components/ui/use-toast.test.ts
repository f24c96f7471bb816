import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store lives in the module: a fresh copy per test keeps the tests independent.
async function freshStore() {
  vi.resetModules();
  return import('./use-toast');
}

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most one toast: a new one replaces the one on screen', async () => {
    const { toast, getToastState, TOAST_LIMIT } = await freshStore();
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'Primo' });
    const second = toast({ title: 'Secondo', variant: 'destructive' });
    expect(getToastState().toasts).toHaveLength(1);
    expect(getToastState().toasts[0]).toMatchObject({ id: second.id, title: 'Secondo', open: true });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', async () => {
    const { toast, getToastState, TOAST_REMOVE_DELAY } = await freshStore();
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const shown = toast({ title: 'Messaggio inviato' });
    shown.dismiss();
    expect(getToastState().toasts).toMatchObject([{ id: shown.id, open: false }]);
    vi.advanceTimersByTime(999_999);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toEqual([]);
  });

  it('closing through Radix (onOpenChange false) dismisses the toast', async () => {
    const { toast, getToastState } = await freshStore();
    toast({ title: 'Errore' });
    getToastState().toasts[0]?.onOpenChange?.(false);
    expect(getToastState().toasts[0]?.open).toBe(false);
  });

  it('updates a toast in place and notifies subscribers', async () => {
    const { toast, getToastState, subscribeToToasts } = await freshStore();
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const shown = toast({ title: 'Caricamento' });
    shown.update({ title: 'Upload completato', description: '3 documenti caricati con successo' });
    expect(getToastState().toasts[0]).toMatchObject({
      id: shown.id,
      title: 'Upload completato',
      description: '3 documenti caricati con successo',
    });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    shown.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
