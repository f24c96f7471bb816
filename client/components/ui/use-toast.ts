import * as React from 'react';
import type { ToastActionElement, ToastProps } from '~/components/ui/toast';

// The specification's limits: one toast on screen; a dismissed toast stays in
// the store (closed) for 1,000,000 ms before it is removed.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToasterToast = Omit<ToastProps, 'title'> & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export interface ToastState {
  toasts: ToasterToast[];
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removalTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removalTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removalTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removalTimeouts.set(toastId, timeout);
}

export function reducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: ToastState = { toasts: [] };

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToastState(): ToastState {
  return memoryState;
}

function dispatch(action: Action): void {
  if (action.type === 'DISMISS_TOAST') {
    // Side effect kept out of the reducer so that it stays pure.
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

export type ToastInput = Omit<ToasterToast, 'id'>;

export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/**
 * What the server draws, and so what hydration draws first: no toasts. A toast carried from the page
 * before is in the store from the module's first run; drawn during hydration, it would not match the
 * server's page and React would draw the whole page again, losing what was done on it meanwhile.
 */
const NO_TOASTS: ToastState = { toasts: [] };
const serverToastState = () => NO_TOASTS;

export function useToast() {
  const state = React.useSyncExternalStore(subscribeToToasts, getToastState, serverToastState);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}

const CARRIED_KEY = 'carried-toasts';

/**
 * Public pages reach the private area by a page load, which would drop a toast
 * just shown (the welcome after signing in): the open ones are kept for the
 * next page of this tab, which shows them again. Only plain-text toasts can travel.
 */
export function carryToastsToNextPage(): void {
  const carried = memoryState.toasts
    .filter((t) => t.open !== false && typeof t.title === 'string' && !t.action)
    .map(({ title, description, variant }) => ({
      title,
      description: typeof description === 'string' ? description : undefined,
      variant,
    }));
  if (carried.length === 0) return;
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
  } catch {
    // Storage blocked: the toast is lost, the navigation is not.
  }
}

function showCarriedToasts(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(CARRIED_KEY);
    sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    for (const carried of JSON.parse(raw) as ToastInput[]) toast(carried);
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}

if (typeof window !== 'undefined') showCarriedToasts();
