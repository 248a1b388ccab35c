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
 * Leaving with unsaved changes asks first. The SEO panel (meta title and description, social
 * image, canonical, noindex, with Google and social card previews) is collapsed below the body. What the editor does is `useArticleEditor`; this module
 * lays it out. The content workflow (preview links, history, schedule, review, the SEO
 * panel) is another feature's, so the route composes it in (`renderWorkflow`, `renderSeo`).
 */
import type { ReactNode } from 'react';
import { RequireRole } from '~/components/auth/require-role';
import { UnsavedChangesGuard } from '~/components/forms/unsaved-changes-guard';
import { Card, CardContent } from '~/components/ui/card';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import type { ArticleRecord } from '@shared/schemas/article';
import { QualityHoldBanner } from '~/components/quality/quality-hold';
import { useArticleEditor } from '../hooks/use-article-editor';
import { AdvancedFields } from './advanced-fields';
import { ConflictDialog } from './conflict-dialog';
import { EditorHeader } from './editor-header';
import {
  ControlledMarkdown,
  ControlledSelect,
  ImageAltField,
  ImageSlot,
  PublishedSwitch,
  type NamedOption,
  type RenderImageField,
} from './editor-fields';
import { DraftOffer, ReappliedNotice } from './editor-notices';
import { LinkSuggestions } from './link-suggestions';
import { AssistPanel } from './assist-panel';
import { SeoBinding, type EditorSeoBinding } from './seo-binding';
import { useMayChangeOwn } from '~/components/auth/use-role';

/** What the editor tells the workflow controls composed into it. */
export interface EditorWorkflowContext {
  /** The stored article; undefined for a new one. */
  article?: ArticleRecord;
  /** The version the edits start from (null before the first save). */
  version: number | null;
  dirty: boolean;
  /** The signed-in account may change this draft. */
  mayChange: boolean;
  /** New content was stored elsewhere (a restore, a review call): load it as if saved here. */
  loadSaved: (record: ArticleRecord) => void;
  /** A schedule call moved the stored version on: the next save is made against it. */
  followVersion: (record: { version: number }) => void;
  /** A write made elsewhere was refused as stale: the save conflict's dialog. */
  showConflict: (message: string) => void;
}

/** The workflow controls: `actions` beside Save, `panel` under the Published switch. */
export interface EditorWorkflowSlots {
  actions: ReactNode;
  panel: ReactNode;
}

export type { EditorSeoBinding };

export interface ArticleEditorProps {
  /** The stored article; undefined for a new one. */
  article?: ArticleRecord;
  authors: readonly NamedOption[];
  categories: readonly NamedOption[];
  /** The image upload control (composed by the route from the uploads feature). */
  renderImageField: RenderImageField;
  onBack: () => void;
  /** After a successful save; `created` for the first save of a new article. */
  onSaved: (record: ArticleRecord, created: boolean) => void;
  /** The content workflow's controls for this article. */
  renderWorkflow?: (context: EditorWorkflowContext) => EditorWorkflowSlots;
  /** The SEO panel (the content workflow's), below the body, bound to the form's SEO fields. */
  renderSeo?: (binding: EditorSeoBinding) => ReactNode;
}

export function ArticleEditor({
  article,
  authors,
  categories,
  renderImageField,
  onBack,
  onSaved,
  renderWorkflow,
  renderSeo,
}: ArticleEditorProps) {
  const editor = useArticleEditor({ article, onSaved });
  const mayChangeOwn = useMayChangeOwn();
  const { form, state } = editor;
  const workflow = renderWorkflow?.({
    article,
    version: state.version,
    dirty: state.dirty,
    mayChange: article ? mayChangeOwn(article) : true,
    loadSaved: editor.loadSaved,
    followVersion: (record) => {
      if (state.version !== null) editor.followVersion(state.version, record);
    },
    showConflict: editor.showConflict,
  });
  const { control, register } = form;
  const errors = form.formState.errors;
  const title = article ? 'Edit Article' : 'New Article';
  // Under the body in either mode: the simple content's card, or advanced mode's last card.
  const linkSuggestions = (
    <LinkSuggestions
      form={form}
      mode={state.mode}
      fieldId="article-content"
      {...(article ? { selfPath: `/insights/${article.slug}` } : {})}
    />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        editor.save();
      }}
      noValidate
      aria-label={title}
      className="grid gap-6"
    >
      <EditorHeader
        title={title}
        mode={state.mode}
        dirty={state.dirty}
        saving={editor.saving}
        onBack={onBack}
        onModeChange={editor.switchMode}
        actions={workflow?.actions}
      />

      {editor.offeredDraft ? (
        <DraftOffer
          savedAt={editor.offeredDraft.savedAt}
          onRestore={editor.restoreDraft}
          onDiscard={editor.discardDraft}
        />
      ) : null}
      {state.reapplied ? <ReappliedNotice fields={state.reapplied.fields} /> : null}
      {/* The hold as last saved: a save judges the article again and the record follows. */}
      <QualityHoldBanner flag={article?.quality} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="grid gap-5 pt-6">
              <FormField id="article-title" label="Title" error={errors.title?.message}>
                <Input
                  {...fieldControlProps('article-title', { error: errors.title?.message })}
                  {...register('title', { onBlur: editor.fillSlug })}
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

          {state.mode === 'simple' ? (
            <Card>
              <CardContent className="pt-6">
                <ControlledMarkdown
                  control={control}
                  name="content"
                  id="article-content"
                  label="Content"
                  error={errors.content?.message}
                  hint="Structure the article with ## headings. '## Key Points' holds a bulleted list; '## Conclusion' ends the article. Headings such as Introduction or Section 1 are added by the page layout and are removed."
                  onPasted={editor.sanitizeContent}
                />
                {linkSuggestions}
              </CardContent>
            </Card>
          ) : (
            <AdvancedFields control={control} errors={errors}>
              {linkSuggestions}
            </AdvancedFields>
          )}

          {renderSeo ? <SeoBinding control={control} errors={errors} render={renderSeo} /> : null}
          {/* Asked about a stored article only (the routes check who may edit it, as saves do). */}
          {article && mayChangeOwn(article) ? (
            <AssistPanel articleId={article.id} form={form} simpleMode={state.mode === 'simple'} />
          ) : null}
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
              <RequireRole minimum="editor">
                <PublishedSwitch control={control} />
              </RequireRole>
              {workflow?.panel}
            </CardContent>
          </Card>
          <Card>
            <CardContent className="grid gap-5 pt-6">
              <ImageSlot control={control} render={renderImageField} />
              <ImageAltField control={control} error={errors.image_alt?.message} />
            </CardContent>
          </Card>
        </div>
      </div>

      <ConflictDialog
        message={state.conflict}
        reloading={state.reloading}
        onReapply={() => void editor.reapplyOnLatest()}
        onDismiss={editor.dismissConflict}
      />
      <UnsavedChangesGuard when={state.dirty} />
    </form>
  );
}
