/**
 * A word diff's parts as marked text (jsdiff's `Change` list): removed words struck through,
 * added words marked, the rest as is. `side` shows one side only (a side-by-side diff); without
 * it both are shown inline. Shared by the revision History and the AI suggestions.
 */
import type { Change } from 'diff';

export function WordChanges({ parts, side }: { parts: Change[]; side?: 'before' | 'after' }) {
  return (
    <>
      {parts.map((part, index) => {
        if (side === 'before' && part.added) return null;
        if (side === 'after' && part.removed) return null;
        if (part.removed) {
          return (
            <del key={index} className="bg-red-500/20 text-red-900 dark:text-red-200">
              {part.value}
            </del>
          );
        }
        if (part.added) {
          return (
            <ins
              key={index}
              className="bg-green-500/20 text-green-900 no-underline dark:text-green-200"
            >
              {part.value}
            </ins>
          );
        }
        return <span key={index}>{part.value}</span>;
      })}
    </>
  );
}
