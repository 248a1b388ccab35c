/**
 * The editor's Schedule control, beside the Published switch: the shared ScheduleControl on the
 * stored article, against the version the editor's edits are based on. Scheduling waits for
 * unsaved changes to be saved, and a schedule call moves the stored version on without touching
 * the content, so the editor follows it and its next Save is no conflict.
 */
import type { ArticleRecord } from '@shared/schemas/article';
import { ScheduleControl } from '~/components/schedule/schedule-control';
import type { useArticleEditor } from '../hooks/use-article-editor';

export function EditorSchedule({
  article,
  editor,
}: {
  /** The stored article; undefined for a new one. */
  article?: ArticleRecord;
  editor: ReturnType<typeof useArticleEditor>;
}) {
  const { version, dirty } = editor.state;
  return (
    <ScheduleControl
      kind="article"
      item={article}
      published={article?.is_published ?? false}
      version={version}
      unsaved={dirty}
      onChanged={(record) => {
        if (version !== null) editor.followVersion(version, record);
      }}
    />
  );
}
