/**
 * An AI-written suggestion shown against the current value, word by word (jsdiff's word diff:
 * removed words struck through, added words marked), with Accept and Reject. Nothing is applied
 * until Accept; the label says who wrote it.
 */
import { diffWordsWithSpace } from 'diff';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { WordChanges } from '~/components/diff/word-changes';

export interface SuggestedField {
  label: string;
  before: string;
  after: string;
}

function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWordsWithSpace(before, after);
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      <WordChanges parts={parts} />
    </p>
  );
}

export function SuggestionDiff({
  title,
  fields,
  note,
  onAccept,
  onReject,
}: {
  /** What was suggested ("Search title and description"). */
  title: string;
  fields: SuggestedField[];
  /** A warning to read before accepting (alt text written without seeing the image). */
  note?: string;
  onAccept: () => void;
  onReject: () => void;
}) {
  return (
    <section
      aria-label={`AI-written suggestion: ${title}`}
      className="grid gap-3 rounded-md border border-dashed border-brand/60 bg-muted/40 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="brand" size="xs">
          AI
        </Badge>
        <h3 className="text-sm font-semibold">AI-written suggestion: {title}</h3>
      </div>
      {fields.map((field) => (
        <div key={field.label} className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">{field.label}</p>
          <WordDiff before={field.before} after={field.after} />
        </div>
      ))}
      {note ? (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{note}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="brand" onClick={onAccept}>
          Accept
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReject}>
          Reject
        </Button>
      </div>
    </section>
  );
}
