/**
 * The texts being written right now (readings and follow-ups), each fanned out to whoever listens:
 * a late subscriber first gets the text so far. One registry for both, so stopping a deleted account's
 * generations and waiting for idleness at shutdown cover everything the oracle is writing.
 */

import type { SectionMark } from './reading-sections.js';

/**
 * What a client streaming a generated text receives: deltas, then `done` with its payload, or `error`.
 * A reading's delta carries `sections` when the parts placed so far change (ADR 0041).
 */
export type GenerationEvent<Done extends object> =
  | { type: 'delta'; text: string; sections?: SectionMark[] }
  | ({ type: 'done' } & Done)
  | { type: 'error'; detail: { message: string; code: string } };

export type Listener<E> = (event: E) => void;

/** The running side of one generation, handed to its `run` function. */
export interface Generation<E> {
  /** Aborted when the owner's account is deleted: the oracle call stops and nothing is written. */
  readonly stopped: AbortSignal;
  /** The owner, once known, so `stopFor` can find the generation. */
  owner(userId: number): void;
  /**
   * Appends text and sends it to the listeners (ignored once stopped), with the text's sections when
   * they changed; a late subscriber gets the latest sections with the text so far.
   */
  delta(text: string, sections?: SectionMark[]): void;
  /** Ends the generation with its terminal event. */
  finish(event: E): void;
}

interface Entry {
  userId: number | null;
  text: string;
  sections: SectionMark[] | undefined;
  listeners: Set<Listener<unknown>>;
  done: Promise<void>;
  stop: AbortController;
}

export interface LiveGenerations {
  /** Runs `run` under this key unless a generation with the key is already running. */
  start<E>(key: string, run: (generation: Generation<E>) => Promise<void>): void;
  /** Whether a generation runs under this key in this process. */
  has(key: string): boolean;
  /** Listens to a running generation; null when nothing runs under the key. */
  subscribe<E>(key: string, listener: Listener<E>): (() => void) | null;
  /** Stops every generation of this user and resolves once they have ended. */
  stopFor(userId: number): Promise<void>;
  /** Resolves when nothing is being generated (tests, graceful shutdown). */
  idle(): Promise<void>;
}

export function createLiveGenerations(): LiveGenerations {
  const live = new Map<string, Entry>();
  const emit = (entry: Entry, event: unknown) => {
    for (const listener of entry.listeners) listener(event);
  };

  return {
    start<E>(key: string, run: (generation: Generation<E>) => Promise<void>) {
      if (live.has(key)) return;
      const entry: Entry = {
        userId: null,
        text: '',
        sections: undefined,
        listeners: new Set(),
        done: Promise.resolve(),
        stop: new AbortController(),
      };
      live.set(key, entry);
      const generation: Generation<E> = {
        stopped: entry.stop.signal,
        owner: (userId) => {
          entry.userId = userId;
        },
        delta(text, sections) {
          if (entry.stop.signal.aborted) return;
          entry.text += text;
          if (sections) entry.sections = sections;
          emit(entry, sections ? { type: 'delta', text, sections } : { type: 'delta', text });
        },
        // The entry leaves `live` before the terminal event goes out, so whoever subscribes from then
        // on reads the stored row instead of waiting on a generation that will never speak again.
        finish(event) {
          if (live.get(key) === entry) live.delete(key);
          emit(entry, event);
        },
      };
      entry.done = run(generation).finally(() => {
        if (live.get(key) === entry) live.delete(key);
      });
    },
    has: (key) => live.has(key),
    subscribe<E>(key: string, listener: Listener<E>) {
      const entry = live.get(key);
      if (!entry) return null;
      if (entry.text)
        listener(
          (entry.sections
            ? { type: 'delta', text: entry.text, sections: entry.sections }
            : { type: 'delta', text: entry.text }) as E,
        );
      const stored = listener as Listener<unknown>;
      entry.listeners.add(stored);
      return () => entry.listeners.delete(stored);
    },
    async stopFor(userId) {
      const theirs = [...live.values()].filter((entry) => entry.userId === userId);
      for (const entry of theirs) entry.stop.abort();
      await Promise.allSettled(theirs.map((entry) => entry.done));
    },
    async idle() {
      while (live.size > 0) await Promise.allSettled([...live.values()].map((e) => e.done));
    },
  };
}

/** Where a client's stream of one generation reads from. */
export interface GenerationSource<E> {
  /** Listens to the generation when this process runs it; null otherwise. */
  subscribe(listener: Listener<E>): (() => void) | null;
  /** The stored row's final events, or null while it is pending. */
  settled(): E[] | null;
  /** Claims the pending row and generates it here; false when another process holds the claim. */
  start(): boolean;
  /** The text another process has written so far under its claim; null when none holds one. */
  elsewhere(): string | null;
  /** Resolves once the database may have changed. */
  changed(): Promise<void>;
  /** A delta event carrying `text`, the new part of `whole`. */
  delta(text: string, whole: string): E;
}

/**
 * A generation's events as an async stream, for one client: the live ones when this process runs it;
 * else what the stored row says (`settled`); else, while another process writes it, its text so far
 * followed through the database (ADR 0052); and when nobody does (a process stopped mid-way), a fresh
 * start here. Ends after the terminal event.
 */
export async function* generationEvents<E extends { type: string; text?: string }>(
  source: GenerationSource<E>,
): AsyncGenerator<E> {
  let sent = '';
  while (true) {
    const live = liveEvents(source);
    if (live) {
      yield* live;
      return;
    }
    const settled = source.settled();
    if (settled) {
      yield* settled.map((event, i) => (i === 0 ? continuing(event, sent, source) : event));
      return;
    }
    const draft = source.elsewhere();
    if (draft === null && source.start()) continue;
    if (draft && draft.length > sent.length && draft.startsWith(sent)) {
      yield source.delta(draft.slice(sent.length), draft);
      sent = draft;
    }
    await source.changed();
  }
}

/** The stored text's first event after part of it went out from the database: only the rest of it. */
function continuing<E extends { type: string; text?: string }>(
  event: E,
  sent: string,
  source: GenerationSource<E>,
): E {
  if (event.type !== 'delta' || !sent || !event.text?.startsWith(sent)) return event;
  return source.delta(event.text.slice(sent.length), event.text);
}

/** The events of a generation running in this process, or null when none runs. */
function liveEvents<E extends { type: string }>(source: GenerationSource<E>): AsyncGenerator<E> | null {
  const queue: E[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = source.subscribe((event) => {
    queue.push(event);
    wake?.();
  });
  if (!unsubscribe) return null;
  return (async function* () {
    try {
      while (true) {
        const event = queue.shift();
        if (!event) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
          continue;
        }
        yield event;
        if (event.type !== 'delta') return;
      }
    } finally {
      unsubscribe();
    }
  })();
}

/** Tells our own deadline from an oracle error: the client reports the deadline as its own abort. */
export const isTimeout = (deadline: AbortSignal, error: unknown) =>
  deadline.aborted ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'APIConnectionTimeoutError'));
