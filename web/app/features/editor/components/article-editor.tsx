/**
 * The article editor (admin-portal.md sections 2, 4 and 5): Back, Save and the Simple / Advanced
 * toggle; title, slug (filled from the title when empty), excerpt, author, category, image and
 * the published switch; one markdown content field in simple mode, introduction, key points,
 * sections and conclusion in advanced mode. Mode switches and the simple-mode save follow the
 * shared conversion rules; reserved headings are removed with the spec's warning toasts.
 *
 * Work is never lost: edits are kept in localStorage until saved (and offered back after a reload
 * or a lost session); a save carries the version it started from, and when someone saved in
 * between (409) the text stays and the editor can re-apply it on top of the latest version.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, Plus, Save, Trash2 } from 'lucide-react';
import {
  useController,
  useForm,
  type Control,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { toast } from '~/lib/toast';
import {
  advancedToSimple,
  sanitizeSimpleContent,
  simpleToAdvanced,
} from '@shared/rules/editor-conversion';
import { slugify } from '@shared/rules/slugify';
import type { ArticleRecord } from '@shared/schemas/article';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { ApiError, errorMessage, isConflict } from '~/lib/admin-api';
import { cn } from '~/lib/cn';
import { fetchLatestArticle, useSaveArticle } from '../api/article';
import {
  buildSaveBody,
  changedFieldLabels,
  emptyEditorValues,
  rebaseEdits,
  sameValues,
  validateEditorValues,
  valuesFromRecord,
  type EditorErrors,
  type EditorMode,
  type EditorValues,
} from '../editor-values';
import { useEditorDraft } from '../hooks/use-editor-draft';
import { MarkdownField } from './markdown-field';

export interface NamedOption {
  id: string;
  name: string;
}

export interface ArticleEditorProps {
  /** The stored article; undefined for a new one. */
  article?: ArticleRecord;
  authors: readonly NamedOption[];
  categories: readonly NamedOption[];
  /** The image upload control (composed by the route from the uploads feature). */
  renderImageField: (field: {
    id: string;
    value: string;
    onChange: (url: string) => void;
  }) => ReactNode;
  onBack: () => void;
  /** After a successful save; `created` for the first save of a new article. */
  onSaved: (record: ArticleRecord, created: boolean) => void;
}

/** Dotted error paths as the nested errors react-hook-form reads. */
function nestErrors(flat: EditorErrors): FieldErrors<EditorValues> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = { ...(node[key] as object | undefined), type: 'validate', message };
      } else {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return root as FieldErrors<EditorValues>;
}

function showWarnings(warnings: ReturnType<typeof sanitizeSimpleContent>['warnings']): void {
  for (const warning of warnings) {
    toast.warning(warning.title, {
      description: warning.description,
      duration: warning.durationMs,
    });
  }
}

export function ArticleEditor({
  article,
  authors,
  categories,
  renderImageField,
  onBack,
  onSaved,
}: ArticleEditorProps) {
  const initial = useMemo(
    () => (article ? valuesFromRecord(article) : emptyEditorValues),
    [article],
  );
  const [mode, setModeState] = useState<EditorMode>('simple');
  const [base, setBaseState] = useState<EditorValues>(initial);
  const [version, setVersionState] = useState<number | null>(article?.version ?? null);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reapplied, setReapplied] = useState<{ version: number; fields: string[] } | null>(null);
  const [reloading, setReloading] = useState(false);
  // Refs mirror the state for callbacks that outlive a render (resolver, draft recorder).
  const modeRef = useRef(mode);
  const baseRef = useRef(base);
  const versionRef = useRef(version);
  const setMode = (next: EditorMode) => {
    modeRef.current = next;
    setModeState(next);
  };
  const setBase = (next: EditorValues) => {
    baseRef.current = next;
    setBaseState(next);
  };
  const setVersion = (next: number | null) => {
    versionRef.current = next;
    setVersionState(next);
  };

  const draft = useEditorDraft(article?.id, initial);
  const save = useSaveArticle();

  const resolver = useCallback<Resolver<EditorValues>>(async (values) => {
    const errors = validateEditorValues(values, modeRef.current);
    return errors ? { values: {}, errors: nestErrors(errors) } : { values, errors: {} };
  }, []);
  const form = useForm<EditorValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, formState, getValues, setValue } = form;
  const errors = formState.errors;

  const recordDraft = useCallback(() => {
    const values = getValues();
    setDirty(!sameValues(values, baseRef.current, modeRef.current));
    draft.record({
      mode: modeRef.current,
      values,
      base: baseRef.current,
      baseVersion: versionRef.current,
    });
  }, [draft, getValues]);

  useEffect(() => {
    const subscription = form.watch(() => recordDraft());
    return () => subscription.unsubscribe();
  }, [form, recordDraft]);

  const fillSlug = () => {
    if (getValues('slug').trim() === '' && getValues('title').trim() !== '') {
      setValue('slug', slugify(getValues('title')), { shouldDirty: true });
    }
  };

  /**
   * Reserved-heading rule on the simple content; true when it changed something. Lines of the
   * text as loaded are the article's, not the writer's edits: they raise no warning.
   */
  const sanitizeContent = () => {
    const { content, warnings } = sanitizeSimpleContent(getValues('content'), {
      accepted: baseRef.current.content,
    });
    if (warnings.length === 0) return false;
    setValue('content', content, { shouldDirty: true });
    showWarnings(warnings);
    return true;
  };

  const switchMode = (next: EditorMode) => {
    if (next === modeRef.current) return;
    form.clearErrors();
    if (next === 'advanced') {
      sanitizeContent();
      const advanced = simpleToAdvanced(getValues('content'));
      setValue('introduction', advanced.introduction);
      setValue('key_points', advanced.key_points.length > 0 ? advanced.key_points : ['']);
      setValue('sections', advanced.sections);
      setValue('conclusion', advanced.conclusion);
    } else {
      setValue('content', advancedToSimple(getValues()));
    }
    setMode(next);
    recordDraft();
  };

  const applyServerFieldErrors = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields)) {
      if (path in getValues() || path.includes('.')) {
        form.setError(path as keyof EditorValues, { type: 'server', message });
      }
    }
  };

  const submit = async (values: EditorValues) => {
    const built = buildSaveBody(values, modeRef.current);
    if (!built.ok) {
      const [first] = Object.values(built.errors);
      toast.error('Error saving article', { description: first });
      return;
    }
    try {
      const record = await save.mutateAsync(
        article && versionRef.current !== null
          ? { kind: 'update', id: article.id, version: versionRef.current, body: built.body }
          : { kind: 'create', body: built.body },
      );
      draft.clear();
      const saved = valuesFromRecord(record);
      setBase(saved);
      setVersion(record.version);
      setReapplied(null);
      form.reset(saved);
      setDirty(false);
      toast.success('Article saved');
      onSaved(record, !article);
    } catch (error) {
      if (isConflict(error) && !error.fields?.slug) {
        setConflict(error.message);
        return;
      }
      if (error instanceof ApiError && error.fields) applyServerFieldErrors(error.fields);
      toast.error('Error saving article', { description: errorMessage(error) });
    }
  };

  const onSave = () => {
    fillSlug();
    // An automatic adjustment is shown before it is saved: the text changes under the writer's
    // eyes with its warnings, and the next Save stores it.
    if (modeRef.current === 'simple' && sanitizeContent()) {
      toast.info('Review the adjusted content', {
        description: 'The content was adjusted before saving. Check it, then select Save again.',
      });
      return;
    }
    void form.handleSubmit(submit)();
  };

  const reapplyOnLatest = async () => {
    if (!article) return;
    setReloading(true);
    try {
      const latest = await fetchLatestArticle(article.id);
      const latestValues = valuesFromRecord(latest);
      const mine = getValues();
      const fields = changedFieldLabels(baseRef.current, mine, modeRef.current);
      const merged = rebaseEdits(baseRef.current, mine, latestValues, modeRef.current);
      setBase(latestValues);
      setVersion(latest.version);
      form.reset(merged);
      setReapplied({ version: latest.version, fields });
      setConflict(null);
      recordDraft();
    } catch (error) {
      toast.error('Error fetching data', { description: errorMessage(error) });
    } finally {
      setReloading(false);
    }
  };

  const restoreDraft = () => {
    const offered = draft.offered;
    if (!offered) return;
    setMode(offered.mode);
    setBase(offered.base ?? initial);
    setVersion(offered.baseVersion ?? article?.version ?? null);
    form.reset(offered.values);
    draft.settleOffer(true);
    recordDraft();
    toast.success('Unsaved changes restored');
  };

  const title = article ? 'Edit Article' : 'New Article';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      noValidate
      aria-label={title}
      className="grid gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button type="button" variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div
            role="group"
            aria-label="Editor mode"
            className="inline-flex rounded-md border bg-muted p-1"
          >
            {(['simple', 'advanced'] as const).map((option) => (
              <Button
                key={option}
                type="button"
                size="sm"
                variant={mode === option ? 'default' : 'ghost'}
                aria-pressed={mode === option}
                onClick={() => switchMode(option)}
              >
                {option === 'simple' ? 'Simple Mode' : 'Advanced Mode'}
              </Button>
            ))}
          </div>
          {dirty ? (
            <span className="text-sm text-muted-foreground" role="status">
              Unsaved changes (kept on this device)
            </span>
          ) : null}
          <Button type="submit" variant="brand" disabled={save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>

      {draft.offered ? (
        <Alert>
          <AlertTitle>Unsaved changes found</AlertTitle>
          <AlertDescription>
            <p>
              Changes to this article from{' '}
              {format(parseISO(draft.offered.savedAt), "MMMM d, yyyy 'at' h:mm a")} were not saved.
              Restore them to continue where you left off, or discard them.
            </p>
            <div className="mt-3 flex gap-2">
              <Button type="button" size="sm" variant="brand" onClick={restoreDraft}>
                Restore
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => draft.settleOffer(false)}
              >
                Discard
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : null}

      {reapplied ? (
        <Alert>
          <AlertTitle>Latest version loaded</AlertTitle>
          <AlertDescription>
            {reapplied.fields.length > 0
              ? `Your changes to ${reapplied.fields.join(', ')} were re-applied on top of the latest saved version. Review them, then Save.`
              : 'You had no changes of your own; the latest saved version is shown.'}
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="grid gap-5 pt-6">
              <FormField id="article-title" label="Title" error={errors.title?.message}>
                <Input
                  {...fieldControlProps('article-title', { error: errors.title?.message })}
                  {...register('title', { onBlur: fillSlug })}
                />
              </FormField>
              <FormField
                id="article-slug"
                label="Slug"
                error={errors.slug?.message}
                hint="Lowercase letters, numbers and hyphens. Left empty, it is made from the title."
              >
                <Input
                  {...fieldControlProps('article-slug', {
                    error: errors.slug?.message,
                    hint: true,
                  })}
                  {...register('slug')}
                />
              </FormField>
              <FormField id="article-excerpt" label="Excerpt" error={errors.excerpt?.message}>
                <Textarea
                  rows={3}
                  {...fieldControlProps('article-excerpt', { error: errors.excerpt?.message })}
                  {...register('excerpt')}
                />
              </FormField>
            </CardContent>
          </Card>

          {mode === 'simple' ? (
            <Card>
              <CardContent className="pt-6">
                <ControlledMarkdown
                  control={control}
                  name="content"
                  id="article-content"
                  label="Content"
                  error={errors.content?.message}
                  hint="Structure the article with ## headings. '## Key Points' holds a bulleted list; '## Conclusion' ends the article. Headings such as Introduction or Section 1 are added by the page layout and are removed."
                  onPasted={sanitizeContent}
                />
              </CardContent>
            </Card>
          ) : (
            <AdvancedFields control={control} errors={errors} />
          )}
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="grid gap-5 pt-6">
              <ControlledSelect
                control={control}
                name="author_id"
                id="article-author"
                label="Author"
                placeholder="Select an author"
                options={authors}
                error={errors.author_id?.message}
              />
              <ControlledSelect
                control={control}
                name="category_id"
                id="article-category"
                label="Category"
                placeholder="Select a category"
                options={categories}
                error={errors.category_id?.message}
              />
              <PublishedSwitch control={control} />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-6">
              <ImageSlot control={control} render={renderImageField} />
            </CardContent>
          </Card>
        </div>
      </div>

      <AlertDialog open={conflict !== null} onOpenChange={(open) => !open && setConflict(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Someone else saved this article</AlertDialogTitle>
            <AlertDialogDescription>
              {conflict} Your text has not been lost: it is still in the editor and kept on this
              device.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <p className="text-sm">
            Reload the latest version to re-apply your changes on top of it (fields you did not
            touch take the latest text), or keep editing and decide later.
          </p>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction
              variant="brand"
              disabled={reloading}
              onClick={(event) => {
                event.preventDefault();
                void reapplyOnLatest();
              }}
            >
              {reloading ? 'Loading...' : 'Reload latest and re-apply my changes'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}

function ControlledMarkdown({
  control,
  name,
  id,
  label,
  error,
  hint,
  onPasted,
}: {
  control: Control<EditorValues>;
  name: 'content' | 'introduction' | 'conclusion';
  id: string;
  label: string;
  error?: string;
  hint?: string;
  onPasted?: () => void;
}) {
  const { field } = useController({ control, name });
  return (
    <MarkdownField
      id={id}
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onPasted={onPasted}
      error={error}
      hint={hint}
    />
  );
}

function ControlledSelect({
  control,
  name,
  id,
  label,
  placeholder,
  options,
  error,
}: {
  control: Control<EditorValues>;
  name: 'author_id' | 'category_id';
  id: string;
  label: string;
  placeholder: string;
  options: readonly NamedOption[];
  error?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormField id={id} label={label} error={error}>
      <Select value={field.value || undefined} onValueChange={field.onChange}>
        <SelectTrigger
          ref={field.ref}
          className="w-full"
          {...fieldControlProps(id, { error })}
          onBlur={field.onBlur}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

function PublishedSwitch({ control }: { control: Control<EditorValues> }) {
  const { field } = useController({ control, name: 'is_published' });
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor="article-published">Published</Label>
      <Switch
        id="article-published"
        checked={field.value}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
      />
    </div>
  );
}

function ImageSlot({
  control,
  render,
}: {
  control: Control<EditorValues>;
  render: ArticleEditorProps['renderImageField'];
}) {
  const { field } = useController({ control, name: 'image_url' });
  return <>{render({ id: 'article-image', value: field.value, onChange: field.onChange })}</>;
}

function AdvancedFields({
  control,
  errors,
}: {
  control: Control<EditorValues>;
  errors: FieldErrors<EditorValues>;
}) {
  const keyPoints = useController({ control, name: 'key_points' }).field;
  const sections = useController({ control, name: 'sections' }).field;
  const points = keyPoints.value;
  const sectionList = sections.value;

  return (
    <>
      <Card>
        <CardContent className="pt-6">
          <ControlledMarkdown
            control={control}
            name="introduction"
            id="article-introduction"
            label="Introduction"
            error={errors.introduction?.message}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Key Points</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {points.map((point, index) => {
            const id = `article-key-point-${index}`;
            const error = errors.key_points?.[index]?.message;
            return (
              <div key={index} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Label htmlFor={id} className="sr-only">
                    Key point {index + 1}
                  </Label>
                  <Input
                    {...fieldControlProps(id, { error })}
                    value={point}
                    placeholder={`Key point ${index + 1}`}
                    onChange={(event) =>
                      keyPoints.onChange(
                        points.map((p, i) => (i === index ? event.target.value : p)),
                      )
                    }
                  />
                  {index > 0 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove key point ${index + 1}`}
                      onClick={() => keyPoints.onChange(points.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
                {error ? (
                  <p id={`${id}-error`} className="text-sm text-destructive dark:text-red-400">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          {errors.key_points?.message ? (
            <p className="text-sm font-medium text-destructive dark:text-red-400" role="alert">
              {errors.key_points.message}
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => keyPoints.onChange([...points, ''])}
          >
            <Plus aria-hidden="true" />
            Add Key Point
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Sections</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          {sectionList.map((section, index) => {
            const titleId = `article-section-${index}-title`;
            const titleError = errors.sections?.[index]?.title?.message;
            return (
              <fieldset key={index} className={cn('grid gap-4 rounded-md border p-4')}>
                <legend className="px-1 text-sm font-semibold">Section {index + 1}</legend>
                <FormField id={titleId} label="Section title" error={titleError}>
                  <div className="flex items-center gap-2">
                    <Input
                      {...fieldControlProps(titleId, { error: titleError })}
                      value={section.title}
                      onChange={(event) =>
                        sections.onChange(
                          sectionList.map((s, i) =>
                            i === index ? { ...s, title: event.target.value } : s,
                          ),
                        )
                      }
                    />
                    {index > 0 ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove section ${index + 1}`}
                        onClick={() => sections.onChange(sectionList.filter((_, i) => i !== index))}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    ) : null}
                  </div>
                </FormField>
                <MarkdownField
                  id={`article-section-${index}-content`}
                  label="Section content"
                  value={section.content}
                  onChange={(value) =>
                    sections.onChange(
                      sectionList.map((s, i) => (i === index ? { ...s, content: value } : s)),
                    )
                  }
                  error={errors.sections?.[index]?.content?.message}
                />
              </fieldset>
            );
          })}
          {errors.sections?.message ? (
            <p className="text-sm font-medium text-destructive dark:text-red-400" role="alert">
              {errors.sections.message}
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => sections.onChange([...sectionList, { title: '', content: '' }])}
          >
            <Plus aria-hidden="true" />
            Add Section
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-6">
          <ControlledMarkdown
            control={control}
            name="conclusion"
            id="article-conclusion"
            label="Conclusion"
            error={errors.conclusion?.message}
          />
        </CardContent>
      </Card>
    </>
  );
}
