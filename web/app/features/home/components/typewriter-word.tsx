/**
 * The cycling word of the hero headline. While a word is only partly typed, assistive technology
 * gets the whole word instead of the fragment; at rest (and in the prerendered HTML) the visible
 * text is the word itself, so the headline reads once, complete.
 */
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useTypewriter } from '../hooks/use-typewriter';

export function TypewriterWord({ words }: { words: readonly string[] }) {
  const reducedMotion = useReducedMotion();
  const { text, word } = useTypewriter(words, { instant: reducedMotion });
  const partial = text !== word;

  return (
    <span className="block min-h-[1.1em] whitespace-nowrap text-sky-300">
      <span data-testid="typewriter-word" aria-hidden={partial || undefined}>
        {text}
      </span>
      {partial ? <span className="sr-only">{word}</span> : null}
      <span
        aria-hidden="true"
        className="ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-caret bg-current align-baseline"
      />
    </span>
  );
}
