import { useEffect, useState } from 'react';

export interface TypewriterTiming {
  /** Per character while typing (spec: 100 ms). */
  typeMs: number;
  /** Full word held before deleting (spec: 2000 ms). */
  holdMs: number;
  /** Per character while deleting (spec: 50 ms). */
  deleteMs: number;
}

export const typewriterTiming: TypewriterTiming = { typeMs: 100, holdMs: 2000, deleteMs: 50 };

interface State {
  index: number;
  length: number;
  deleting: boolean;
}

/**
 * Cycles through `words`: types one at `typeMs` per character, holds it `holdMs`, deletes it at
 * `deleteMs` per character, moves to the next. The first render shows the first word complete,
 * so the prerendered headline is whole without JavaScript and hydration matches it. With
 * `instant` (reduced motion) whole words swap after each hold, without the character animation.
 */
export function useTypewriter(
  words: readonly string[],
  {
    instant = false,
    timing = typewriterTiming,
  }: { instant?: boolean; timing?: TypewriterTiming } = {},
): { text: string; word: string } {
  const [state, setState] = useState<State>({
    index: 0,
    length: words[0]?.length ?? 0,
    deleting: false,
  });
  const word = words[state.index] ?? '';

  useEffect(() => {
    if (words.length === 0) return;
    let delay: number;
    let next: State;
    if (instant) {
      const index = (state.index + 1) % words.length;
      delay = timing.holdMs;
      next = { index, length: words[index]?.length ?? 0, deleting: false };
    } else if (!state.deleting && state.length >= word.length) {
      delay = timing.holdMs;
      next = { ...state, deleting: true };
    } else if (state.deleting && state.length === 0) {
      delay = timing.typeMs;
      next = { index: (state.index + 1) % words.length, length: 0, deleting: false };
    } else if (state.deleting) {
      delay = timing.deleteMs;
      next = { ...state, length: state.length - 1 };
    } else {
      delay = timing.typeMs;
      next = { ...state, length: state.length + 1 };
    }
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, word, words, instant, timing]);

  return { text: word.slice(0, state.length), word };
}
