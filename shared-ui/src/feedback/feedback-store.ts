import { create } from 'zustand';
import { pageSingleton } from '../singleton';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  tone: NoticeTone;
  text: string;
}

export interface ConfirmRequest {
  id: number;
  message: string;
  confirmLabel?: string;
  resolve(answer: boolean): void;
}

interface FeedbackState {
  notices: Notice[];
  confirms: ConfirmRequest[];
  notify(tone: NoticeTone, text: string): void;
  dismiss(id: number): void;
  ask(message: string, opts?: { confirmLabel?: string }): Promise<boolean>;
  answer(id: number, yes: boolean): void;
}

let nextId = 1;

/** Notices and confirmations live in a store, so calls from outside React (e.g. the API client) reach the same provider. */
export const useFeedbackStore = pageSingleton('feedbackStore', () =>
  create<FeedbackState>((set, get) => ({
    notices: [],
    confirms: [],
    notify(tone, text) {
      set((s) => ({ notices: [...s.notices, { id: nextId++, tone, text }] }));
    },
    dismiss(id) {
      set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
    },
    ask(message, opts) {
      return new Promise<boolean>((resolve) => {
        set((s) => ({
          confirms: [...s.confirms, { id: nextId++, message, confirmLabel: opts?.confirmLabel, resolve }]
        }));
      });
    },
    answer(id, yes) {
      const request = get().confirms.find((c) => c.id === id);
      set((s) => ({ confirms: s.confirms.filter((c) => c.id !== id) }));
      request?.resolve(yes);
    }
  }))
);
