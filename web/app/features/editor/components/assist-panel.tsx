/**
 * The article editor's AI assist: a search title and meta description that fit the result page,
 * alt text for the article image, and a rewrite of a section or of the text selected in the
 * body. Each answer is shown as a word diff against the current value, labelled as AI-written, to
 * accept or reject; accepting puts it into the form as typing would (the editor turns dirty, the
 * local draft follows), so the next save is an ordinary revision. Nothing is saved by asking.
 */
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Spinner } from '~/components/ui/spinner';
import {
  assistErrorMessage,
  useAltTextSuggestion,
  useRewriteSuggestion,
  useSeoSuggestion,
} from '~/components/assist/assist-api';
import type { EditorValues } from '../editor-values';
import { SuggestionDiff, type SuggestedField } from '~/components/assist/suggestion-diff';
import { RewriteControls, type RewriteHow } from '~/components/assist/rewrite-controls';

/** A section of the simple body: its `## ` heading and where its text lies. */
interface BodySection {
  heading: string;
  start: number;
  end: number;
}

/** The `## ` sections of a markdown body, each from after its heading line to the next one. */
export function bodySections(content: string): BodySection[] {
  const headings = [...content.matchAll(/^##[ \t]+(.+)$/gm)];
  return headings.map((match, index) => {
    const start = (match.index ?? 0) + match[0].length + 1;
    const next = headings[index + 1]?.index ?? content.length;
    return { heading: match[1]!.trim(), start: Math.min(start, next), end: next };
  });
}

/** One suggestion waiting for Accept or Reject. */
interface Pending {
  title: string;
  fields: SuggestedField[];
  note?: string;
  apply: () => void;
}

const selectionSource = 'selection';

export function AssistPanel({
  articleId,
  form,
  simpleMode,
}: {
  articleId: string;
  form: UseFormReturn<EditorValues>;
  /** The rewrite works on the simple body (its `## ` sections and selection). */
  simpleMode: boolean;
}) {
  const { control, getValues, setValue } = form;
  const [title, imageUrl] = useWatch({ control, name: ['title', 'image_url'] });
  const content = useWatch({ control, name: 'content' });
  const seo = useSeoSuggestion('articles', articleId);
  const alt = useAltTextSuggestion(articleId);
  const rewrite = useRewriteSuggestion('articles', articleId);
  const [pending, setPending] = useState<Pending>();
  const [error, setError] = useState<string>();
  const [source, setSource] = useState(selectionSource);
  const busy = seo.isPending || alt.isPending || rewrite.isPending;
  const sections = simpleMode ? bodySections(content) : [];

  const put = <K extends keyof EditorValues>(name: K, value: EditorValues[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: true });

  const start = () => {
    setError(undefined);
    setPending(undefined);
  };

  const askSeo = () => {
    start();
    const values = getValues();
    seo.mutate(
      {
        title: values.title,
        excerpt: values.excerpt,
        content: values.content.slice(0, 20_000),
        keyword: '',
      },
      {
        onError: (failure) => setError(assistErrorMessage(failure)),
        onSuccess: (answer) => {
          const current = getValues('seo');
          setPending({
            title: 'Search title and description',
            fields: [
              { label: 'Meta title', before: current.meta_title, after: answer.meta_title },
              {
                label: 'Meta description',
                before: current.meta_description,
                after: answer.meta_description,
              },
            ],
            apply: () => put('seo', { ...getValues('seo'), ...answer }),
          });
        },
      },
    );
  };

  const askAlt = () => {
    start();
    const values = getValues();
    const firstHeading = bodySections(values.content)[0]?.heading ?? '';
    alt.mutate(
      { image_url: values.image_url, caption: '', heading: firstHeading, title: values.title },
      {
        onError: (failure) => setError(assistErrorMessage(failure)),
        onSuccess: (answer) =>
          setPending({
            title: 'Image alt text',
            fields: [{ label: 'Alt text', before: getValues('image_alt'), after: answer.alt_text }],
            note: answer.needs_review
              ? 'Needs review: written from the file name, the heading and the title, without seeing the image. Check that it describes the image.'
              : undefined,
            apply: () => {
              put('image_alt', answer.alt_text);
              put('image_alt_review', answer.needs_review);
            },
          }),
      },
    );
  };

  const askRewrite = (how: RewriteHow) => {
    start();
    const body = getValues('content');
    let range: { start: number; end: number; heading: string };
    if (source === selectionSource) {
      const area = document.getElementById('article-content') as HTMLTextAreaElement | null;
      const [from, to] = [area?.selectionStart ?? 0, area?.selectionEnd ?? 0];
      if (to <= from) {
        setError('Select the text to rewrite in the content first, or choose a section.');
        return;
      }
      range = { start: from, end: to, heading: '' };
    } else {
      const section = bodySections(body)[Number(source)];
      if (!section) return;
      range = { start: section.start, end: section.end, heading: section.heading };
    }
    const original = body.slice(range.start, range.end);
    rewrite.mutate(
      {
        text: original,
        heading: range.heading,
        ...how,
      },
      {
        onError: (failure) => setError(assistErrorMessage(failure)),
        onSuccess: (answer) => {
          // Keeps the passage's surrounding blank lines: the sections stay apart.
          const lead = /^\s*/.exec(original)![0];
          const trail = /\s*$/.exec(original)![0];
          const replacement = `${lead}${answer.text}${trail}`;
          setPending({
            title: range.heading ? `Rewrite of "${range.heading}"` : 'Rewrite of the selection',
            fields: [{ label: 'Text', before: original.trim(), after: answer.text }],
            apply: () => {
              const now = getValues('content');
              // The body may have changed since: the passage is replaced where it still stands.
              const at =
                now.slice(range.start, range.end) === original
                  ? range.start
                  : now.indexOf(original);
              if (at < 0) {
                setError('The passage changed since the suggestion: ask again.');
                return;
              }
              put('content', now.slice(0, at) + replacement + now.slice(at + original.length));
            },
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" size="sm">
          AI assist
        </CardTitle>
        <CardDescription>
          Suggestions only: each is shown against the current text to accept or reject.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={askSeo}>
            {seo.isPending ? <Spinner label="Asking the assistant" /> : null}
            Suggest search title and description
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || !imageUrl.trim() || !title.trim()}
            onClick={askAlt}
          >
            {alt.isPending ? <Spinner label="Asking the assistant" /> : null}
            Suggest image alt text
          </Button>
        </div>
        {simpleMode ? (
          <RewriteControls
            idPrefix="assist-rewrite"
            sources={[
              { value: selectionSource, label: 'The text selected in the content' },
              ...sections.map((section, index) => ({
                value: String(index),
                label: `Section: ${section.heading}`,
              })),
            ]}
            source={source}
            onSourceChange={setSource}
            busy={busy}
            asking={rewrite.isPending}
            onAsk={askRewrite}
          />
        ) : null}
        <div aria-live="polite" className="grid gap-2">
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
              {error}
            </p>
          ) : null}
          {pending ? (
            <SuggestionDiff
              title={pending.title}
              fields={pending.fields}
              note={pending.note}
              onAccept={() => {
                pending.apply();
                setPending(undefined);
              }}
              onReject={() => setPending(undefined)}
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
