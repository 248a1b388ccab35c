/**
 * What the article editor does, apart from how it looks: the form (react-hook-form, validated by
 * mode), the editor state (`editor-state.ts`, one reducer), the local draft, and the steps the
 * screen offers: switch mode, fill the slug, apply the reserved-heading rule, save (with the 409
 * conflict), re-apply my edits on the latest version, restore or discard a kept draft.
 */
import { useEffect, useMemo, useReducer } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  advancedToSimple,
  sanitizeSimpleContent,
  simpleToAdvanced,
} from '@shared/rules/editor-conversion';
import { slugify } from '@shared/rules/slugify';
import type { ArticleRecord } from '@shared/schemas/article';
import { ApiError, errorMessage, isConflict } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { fetchLatestArticle, useSaveArticle } from '../api/article';
import { editorReducer, initialEditorState } from '../editor-state';
import {
  buildSaveBody,
  changedFieldLabels,
  rebaseEdits,
  validateEditorValues,
  valuesFromRecord,
  type EditorErrors,
  type EditorMode,
  type EditorValues,
} from '../editor-values';
import { useEditorDraft } from './use-editor-draft';

export interface UseArticleEditorOptions {
  /** The stored article; undefined for a new one. */
  article?: ArticleRecord;
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

// The mode is the form's context: react-hook-form hands the current one to every validation.
const resolveByMode: Resolver<EditorValues, EditorMode> = async (values, mode) => {
  const errors = validateEditorValues(values, mode ?? 'simple');
  return errors ? { values: {}, errors: nestErrors(errors) } : { values, errors: {} };
};

function showWarnings(warnings: ReturnType<typeof sanitizeSimpleContent>['warnings']): void {
  for (const warning of warnings) {
    toast.warning(warning.title, {
      description: warning.description,
      duration: warning.durationMs,
    });
  }
}

export function useArticleEditor({ article, onSaved }: UseArticleEditorOptions) {
  const [state, dispatch] = useReducer(editorReducer, article, initialEditorState);
  const { mode, base, version } = state;
  const initial = useMemo(() => initialEditorState(article).base, [article]);
  const draft = useEditorDraft(article?.id, initial);
  const save = useSaveArticle();
  const form = useForm<EditorValues, EditorMode>({
    defaultValues: initial,
    resolver: resolveByMode,
    context: mode,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { getValues, setValue, watch } = form;

  // The local draft follows every edit, and every step that moves the mode, base or version.
  const { record } = draft;
  useEffect(() => {
    const snapshot = () => ({ mode, values: getValues(), base, baseVersion: version });
    record(snapshot());
    const subscription = watch(() => {
      record(snapshot());
      dispatch({ type: 'edited', values: getValues() });
    });
    return () => subscription.unsubscribe();
  }, [getValues, watch, record, mode, base, version]);

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
      accepted: base.content,
    });
    if (warnings.length === 0) return false;
    setValue('content', content, { shouldDirty: true });
    showWarnings(warnings);
    return true;
  };

  const switchMode = (next: EditorMode) => {
    if (next === mode) return;
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
    dispatch({ type: 'mode-switched', mode: next, values: getValues() });
  };

  const applyServerFieldErrors = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields)) {
      if (path in getValues() || path.includes('.')) {
        form.setError(path as keyof EditorValues, { type: 'server', message });
      }
    }
  };

  const submit = async (values: EditorValues) => {
    const built = buildSaveBody(values, mode);
    if (!built.ok) {
      const [first] = Object.values(built.errors);
      toast.error('Error saving article', { description: first });
      return;
    }
    try {
      const saved = await save.mutateAsync(
        article && version !== null
          ? { kind: 'update', id: article.id, version, body: built.body }
          : { kind: 'create', body: built.body },
      );
      draft.clear();
      dispatch({ type: 'saved', record: saved });
      form.reset(valuesFromRecord(saved));
      toast.success('Article saved');
      onSaved(saved, !article);
    } catch (error) {
      if (isConflict(error) && !error.fields?.slug) {
        dispatch({ type: 'conflicted', message: error.message });
        return;
      }
      if (error instanceof ApiError && error.fields) applyServerFieldErrors(error.fields);
      toast.error('Error saving article', { description: errorMessage(error) });
    }
  };

  const saveArticle = () => {
    fillSlug();
    // An automatic adjustment is shown before it is saved: the text changes under the writer's
    // eyes with its warnings, and the next Save stores it.
    if (mode === 'simple' && sanitizeContent()) {
      toast.info('Review the adjusted content', {
        description: 'The content was adjusted before saving. Check it, then select Save again.',
      });
      return;
    }
    void form.handleSubmit(submit)();
  };

  const reapplyOnLatest = async () => {
    if (!article) return;
    dispatch({ type: 'reload-started' });
    try {
      const latest = await fetchLatestArticle(article.id);
      const latestValues = valuesFromRecord(latest);
      const mine = getValues();
      const merged = rebaseEdits(base, mine, latestValues, mode);
      dispatch({
        type: 'reapplied',
        base: latestValues,
        version: latest.version,
        fields: changedFieldLabels(base, mine, mode),
        values: merged,
      });
      form.reset(merged);
    } catch (error) {
      dispatch({ type: 'reload-failed' });
      toast.error('Error fetching data', { description: errorMessage(error) });
    }
  };

  const restoreDraft = () => {
    const offered = draft.offered;
    if (!offered) return;
    dispatch({
      type: 'draft-restored',
      mode: offered.mode,
      base: offered.base ?? initial,
      version: offered.baseVersion ?? article?.version ?? null,
      values: offered.values,
    });
    form.reset(offered.values);
    draft.settleOffer(true);
    toast.success('Unsaved changes restored');
  };

  /** Loads an article saved elsewhere (a restored revision) as if this editor had saved it. */
  const loadSaved = (record: ArticleRecord) => {
    draft.clear();
    dispatch({ type: 'saved', record });
    form.reset(valuesFromRecord(record));
    onSaved(record, false);
  };

  return {
    form,
    state,
    saving: save.isPending,
    offeredDraft: draft.offered,
    switchMode,
    fillSlug,
    sanitizeContent,
    save: saveArticle,
    reapplyOnLatest,
    dismissConflict: () => dispatch({ type: 'conflict-dismissed' }),
    loadSaved,
    /** A write made elsewhere was refused as stale (a restore): the save conflict's dialog. */
    showConflict: (message: string) => dispatch({ type: 'conflicted', message }),
    /** After a schedule call made from `from`: the next save is made against its version. */
    followVersion: (from: number, record: { version: number }) =>
      dispatch({ type: 'version-moved', from, to: record.version }),
    restoreDraft,
    discardDraft: () => draft.settleOffer(false),
  };
}
