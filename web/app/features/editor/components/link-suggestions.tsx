/**
 * "Suggest internal links" under the article editor's body, in either mode (DESIGN.md section
 * 14): asks the API for up to five published pages and articles near the draft on screen (its
 * title and body, saved or not) and lists them, each with the phrase of the draft it would link.
 * Nothing changes the text until "Insert" is clicked on one: then that phrase becomes the link,
 * or, when the draft has no phrase for it, the link goes in at the cursor (simple mode) or at the
 * end of the introduction (advanced mode, whose fields share no cursor). An inserted suggestion
 * leaves the list (the draft now links to it; the API would not suggest it again either).
 */
import { useState } from 'react';
import { advancedToSimple } from '@shared/rules/editor-conversion';
import type { UseFormReturn } from 'react-hook-form';
import { Link2 } from 'lucide-react';
import type { LinkSuggestion } from '@shared/schemas/links';
import { Button } from '~/components/ui/button';
import { useLinkSuggestions } from '../api/link-suggestions';
import type { EditorMode, EditorValues } from '../editor-values';
import { insertSuggestedLink, insertSuggestedLinkInFields } from '../link-insert';

export interface LinkSuggestionsProps {
  form: UseFormReturn<EditorValues, EditorMode>;
  /** The editor's mode: the simple body is one field, the advanced one several. */
  mode: EditorMode;
  /** The id of the simple content's text area (the cursor position is read from it). */
  fieldId: string;
  /** The article's public path when it has one, so it is never suggested to itself. */
  selfPath?: string;
}

export function LinkSuggestions({ form, mode, fieldId, selfPath }: LinkSuggestionsProps) {
  const suggest = useLinkSuggestions();
  const [shown, setShown] = useState<LinkSuggestion[] | null>(null);

  const ask = () => {
    const values = form.getValues();
    const body = mode === 'simple' ? values.content : advancedToSimple(values);
    suggest.mutate(
      { title: values.title, body, ...(selfPath ? { path: selfPath } : {}) },
      { onSuccess: (answer) => setShown(answer.suggestions) },
    );
  };

  const insert = (suggestion: LinkSuggestion) => {
    if (mode === 'simple') {
      const area = document.getElementById(fieldId) as HTMLTextAreaElement | null;
      const current = form.getValues('content');
      const next = insertSuggestedLink(current, suggestion, area?.selectionStart ?? current.length);
      form.setValue('content', next.text, { shouldDirty: true });
    } else {
      const { introduction, sections, conclusion } = form.getValues();
      const next = insertSuggestedLinkInFields({ introduction, sections, conclusion }, suggestion);
      // Only the field that took the link is set, so the others stay as typed (and clean).
      if (next.introduction !== introduction)
        form.setValue('introduction', next.introduction, { shouldDirty: true });
      if (next.sections !== sections)
        form.setValue('sections', next.sections, { shouldDirty: true });
      if (next.conclusion !== conclusion)
        form.setValue('conclusion', next.conclusion, { shouldDirty: true });
    }
    setShown((list) => list?.filter((item) => item.path !== suggestion.path) ?? null);
  };

  return (
    <section
      aria-labelledby="link-suggestions-heading"
      className="mt-4 flex flex-col gap-3 border-t pt-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="link-suggestions-heading" className="text-sm font-medium">
          Internal links
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={ask}
          disabled={suggest.isPending}
        >
          <Link2 aria-hidden="true" />
          {suggest.isPending ? 'Finding links…' : 'Suggest internal links'}
        </Button>
      </div>
      <div aria-live="polite">
        {suggest.isError ? (
          <p role="alert" className="text-sm text-destructive dark:text-red-400">
            {suggest.error.message}
          </p>
        ) : shown === null ? null : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No published page or article is near this draft yet.
          </p>
        ) : (
          // Titles and paths wrap (a path anywhere): a long one must never widen the editor's
          // column under the sidebar.
          <ul aria-label="Suggested internal links" className="flex flex-col gap-2">
            {shown.map((suggestion) => (
              <li
                key={suggestion.path}
                className="flex items-center justify-between gap-3 rounded-md border p-3"
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium break-words">{suggestion.title}</p>
                  <p className="break-all text-muted-foreground">
                    {suggestion.path} · links “{suggestion.anchorText}”
                  </p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={`Insert link to ${suggestion.title}`}
                  onClick={() => insert(suggestion)}
                >
                  Insert
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
