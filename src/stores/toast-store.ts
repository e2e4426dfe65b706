import { create } from 'zustand';
import { onSessionEnd } from '@/lib/session/session-end';

type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** docs/behaviour.md#limits: toasts last 2000 ms and at most one shows at a time. */
export const TOAST_DURATION_MS = 2000;

interface ToastState {
  toast: Toast | null;
  show: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }) => void;
  dismiss: (id?: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toast: null,
  // A new toast replaces the visible one.
  show: (toast) => set({ toast: { variant: 'default', ...toast, id: nextId++ } }),
  dismiss: (id) => set((state) => (id === undefined || state.toast?.id === id ? { toast: null } : state)),
}));

// A toast about the last person's cart, address or order does not outlive their session.
onSessionEnd(() => useToastStore.getState().dismiss());

export const toast = {
  success: (title: string, description?: string) => useToastStore.getState().show({ title, description }),
  error: (title: string, description?: string) =>
    useToastStore.getState().show({ title, description, variant: 'destructive' }),
};
