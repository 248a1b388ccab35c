/**
 * A programmatic page's SEO panel, opened from its row: the shared SEO fields and
 * previews (components/seo) over the page's generated meta, saved with the version the dialog
 * opened with (someone regenerating meanwhile gets the 409 message, never a silent overwrite).
 * The AI assist suggests a search title and description from the page's copy, or rewrites the
 * meta title or description (the passages this dialog edits; empty, the generated one), each
 * shown as a diff to accept into the fields (saved only with Save SEO, which the quality gate
 * judges). A page the quality gate holds shows its hold on top, since a shared title or
 * description is fixed here.
 */
import { useState } from 'react';
import type { SeoSuggestion } from '@shared/schemas/assist';
import { normaliseSeo, type SeoFields } from '@shared/rules/seo-fields';
import type { PageRecord } from '@shared/schemas/page';
import { seoInputSchema } from '@shared/schemas/seo';
import {
  assistErrorMessage,
  useRewriteSuggestion,
  useSeoSuggestion,
} from '~/components/assist/assist-api';
import { RewriteControls, type RewriteHow } from '~/components/assist/rewrite-controls';
import { SuggestionDiff } from '~/components/assist/suggestion-diff';
import { QualityHoldBanner } from '~/components/quality/quality-hold';
import type { SeoFieldErrors } from '~/components/seo/seo-fields-panel';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { Spinner } from '~/components/ui/spinner';
import { errorMessage } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { useSavePageSeo } from '../api/seo';
import { SeoPanel } from './seo-panel';

/** The passages of a page this dialog edits, which the assist may rewrite. */
const rewritableFields = ['meta_description', 'meta_title'] as const;

type RewritableField = (typeof rewritableFields)[number];

const rewritableLabels: Record<RewritableField, string> = {
  meta_description: 'Meta description',
  meta_title: 'Meta title',
};

export function PageSeoDialog({
  page,
  name,
  onClose,
}: {
  page: PageRecord;
  /** The page's name as its row shows it. */
  name: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="panel">
        <DialogHeader>
          <DialogTitle>SEO: {name}</DialogTitle>
          <DialogDescription>
            How /solutions/{page.slug} appears in search results and on shared links. Empty fields
            use the generated meta.
          </DialogDescription>
        </DialogHeader>
        <QualityHoldBanner flag={page.quality} />
        <PageSeoForm page={page} name={name} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function PageSeoForm({
  page,
  name,
  onClose,
}: {
  page: PageRecord;
  name: string;
  onClose: () => void;
}) {
  const [value, setValue] = useState<SeoFields>(() => normaliseSeo(page.seo));
  const [errors, setErrors] = useState<SeoFieldErrors>({});
  const save = useSavePageSeo();
  const assist = useSeoSuggestion('pages', page.id);
  const [suggestion, setSuggestion] = useState<SeoSuggestion>();
  const rewrite = useRewriteSuggestion('pages', page.id);
  const [rewriteField, setRewriteField] = useState<RewritableField>('meta_description');
  const [rewritten, setRewritten] = useState<{ field: RewritableField; text: string }>();
  const [assistError, setAssistError] = useState<string>();
  const busy = assist.isPending || rewrite.isPending;

  const clearAnswers = () => {
    setSuggestion(undefined);
    setRewritten(undefined);
    setAssistError(undefined);
  };

  /** The field's text as the page shows it: the editor's, else the generated one. */
  const shown = (field: RewritableField) =>
    value[field] || (field === 'meta_title' ? page.title : page.meta_description);

  const askRewrite = (how: RewriteHow) => {
    clearAnswers();
    const field = rewriteField;
    rewrite.mutate(
      { text: shown(field), heading: '', ...how },
      {
        onSuccess: (answer) => setRewritten({ field, text: answer.text }),
        onError: (error) => setAssistError(assistErrorMessage(error)),
      },
    );
  };

  const askAssist = () => {
    clearAnswers();
    assist.mutate(
      {
        title: page.title,
        excerpt: page.subheadline,
        content: page.intro_paragraph,
        keyword: page.keyword,
      },
      {
        onSuccess: setSuggestion,
        onError: (error) => setAssistError(assistErrorMessage(error)),
      },
    );
  };

  const submit = () => {
    const parsed = seoInputSchema.safeParse(value);
    if (!parsed.success) {
      const found: SeoFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof SeoFields;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: page.id, input: { seo: parsed.data, version: page.version } },
      {
        onSuccess: () => {
          toast.success('SEO saved', { description: `“${name}” was updated.` });
          onClose();
        },
        onError: (error) => toast.error('SEO not saved', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={`SEO of ${name}`}
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-2">
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || !page.title}
            onClick={askAssist}
          >
            {assist.isPending ? <Spinner label="Asking the assistant" /> : null}
            Suggest search title and description
          </Button>
        </div>
        <div aria-live="polite" className="grid gap-2">
          {assistError ? (
            <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
              {assistError}
            </p>
          ) : null}
          {suggestion ? (
            <SuggestionDiff
              title="Search title and description"
              fields={[
                { label: 'Meta title', before: value.meta_title, after: suggestion.meta_title },
                {
                  label: 'Meta description',
                  before: value.meta_description,
                  after: suggestion.meta_description,
                },
              ]}
              onAccept={() => {
                setValue({ ...value, ...suggestion });
                setSuggestion(undefined);
              }}
              onReject={() => setSuggestion(undefined)}
            />
          ) : null}
          {rewritten ? (
            <SuggestionDiff
              title={`Rewrite of the ${rewritableLabels[rewritten.field].toLowerCase()}`}
              fields={[
                {
                  label: rewritableLabels[rewritten.field],
                  before: shown(rewritten.field),
                  after: rewritten.text,
                },
              ]}
              onAccept={() => {
                setValue({ ...value, [rewritten.field]: rewritten.text });
                setRewritten(undefined);
              }}
              onReject={() => setRewritten(undefined)}
            />
          ) : null}
        </div>
        {page.title ? (
          <RewriteControls
            idPrefix="page-rewrite"
            sources={rewritableFields.map((field) => ({
              value: field,
              label: rewritableLabels[field],
            }))}
            source={rewriteField}
            onSourceChange={(field) => setRewriteField(field as RewritableField)}
            busy={busy}
            asking={rewrite.isPending}
            onAsk={askRewrite}
          />
        ) : null}
      </div>
      <SeoPanel
        subject={{ kind: 'page', page }}
        value={value}
        onChange={setValue}
        errors={errors}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save SEO'}
        </Button>
      </DialogFooter>
    </form>
  );
}
