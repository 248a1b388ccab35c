/**
 * A side-by-side field diff: a kept revision on the left, the current item (or another revision,
 * `currentLabel` naming it) on the right. Only
 * changed fields are shown; words removed since the revision are struck through on the left,
 * words added are marked on the right (jsdiff's word diff, which keeps line breaks, so long
 * fields read as text). Unchanged fields are named in one line below.
 */
import { diffWordsWithSpace } from 'diff';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type { RevisionItemType } from '@shared/schemas/revision';
import { comparedFields } from '../revision-fields';
import { WordChanges } from '~/components/diff/word-changes';

export function RevisionDiff({
  type,
  revision,
  revisionVersion,
  current,
  currentLabel,
}: {
  type: RevisionItemType;
  revision: ArticleRecord | PageRecord;
  revisionVersion: number;
  current: ArticleRecord | PageRecord;
  /** The right column's heading when it is not the current version. */
  currentLabel?: string;
}) {
  const before = comparedFields(type, revision);
  const after = comparedFields(type, current);
  const rows = before.map((field, index) => ({
    label: field.label,
    before: field.text,
    after: after[index]?.text ?? '',
  }));
  const changed = rows.filter((row) => row.before !== row.after);
  const unchanged = rows.filter((row) => row.before === row.after);

  return (
    <div className="grid gap-3">
      {changed.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This revision has the same fields as {currentLabel ? currentLabel : 'the current version'}
          .
        </p>
      ) : (
        <table className="w-full table-fixed border-collapse text-sm" aria-label="Changed fields">
          <thead>
            <tr className="text-left">
              <th scope="col" className="w-28 border-b p-2 font-medium">
                Field
              </th>
              <th scope="col" className="border-b p-2 font-medium">
                Version {revisionVersion}
              </th>
              <th scope="col" className="border-b p-2 font-medium">
                {currentLabel ?? `Current (version ${current.version})`}
              </th>
            </tr>
          </thead>
          <tbody>
            {changed.map((row) => {
              const parts = diffWordsWithSpace(row.before, row.after);
              return (
                <tr key={row.label} className="align-top">
                  <th scope="row" className="border-b p-2 text-left font-medium">
                    {row.label}
                  </th>
                  <td className="border-b p-2 break-words whitespace-pre-wrap">
                    <WordChanges parts={parts} side="before" />
                  </td>
                  <td className="border-b p-2 break-words whitespace-pre-wrap">
                    <WordChanges parts={parts} side="after" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {unchanged.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Unchanged: {unchanged.map((row) => row.label).join(', ')}
        </p>
      ) : null}
    </div>
  );
}
