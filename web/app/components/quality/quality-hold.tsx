/**
 * The quality gate's hold on an article or page (DESIGN §14), as the admin lists and the editor
 * show it: "Held for review: 86% similar to <link>", "Thin content: 120 unique words (minimum
 * 150)", or the item sharing its title or meta description.
 */
import { AlertTriangle } from 'lucide-react';
import type { QualityFlag } from '@shared/schemas/quality';

function Nearest({ flag }: { flag: QualityFlag }) {
  if (!flag.nearest) return <>another item</>;
  return (
    <a
      href={flag.nearest.path}
      target="_blank"
      rel="noreferrer"
      className="break-all underline underline-offset-2 hover:text-primary"
    >
      {flag.nearest.path}
    </a>
  );
}

/** The hold in words, with a link to the item it resembles. */
export function QualityHoldText({ flag }: { flag: QualityFlag }) {
  switch (flag.reason) {
    case 'similar':
      return (
        <>
          Held for review: {Math.round((flag.score ?? 0) * 100)}% similar to <Nearest flag={flag} />
        </>
      );
    case 'thin':
      return (
        <>
          Thin content: {flag.score ?? 0} unique words (minimum {flag.minimum ?? 0})
        </>
      );
    case 'duplicate_title':
      return (
        <>
          Held for review: same title as <Nearest flag={flag} />
        </>
      );
    case 'duplicate_description':
      return (
        <>
          Held for review: same meta description as <Nearest flag={flag} />
        </>
      );
  }
}

/** A banner with the hold and, for editors, the action that overrides it. */
export function QualityHoldBanner({
  flag,
  action,
}: {
  flag: QualityFlag | undefined;
  action?: React.ReactNode;
}) {
  if (!flag) return null;
  return (
    <div
      role="status"
      className="mt-1 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 text-left bg-amber-50 px-2 py-1 text-xs text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
      {/* At least 12rem of text beside the action, or the action wraps below it (phones). */}
      <span className="min-w-0 flex-[1_1_12rem]">
        <QualityHoldText flag={flag} />
      </span>
      {action}
    </div>
  );
}
