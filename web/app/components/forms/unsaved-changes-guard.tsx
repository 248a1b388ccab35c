/**
 * Asks before unsaved work is left behind (the article editor, the author form, the programmatic
 * page form): a navigation inside the app is held by React Router's blocker and the dialog asks
 * Stay or Leave; closing or reloading the tab gets the browser's own question (`beforeunload`,
 * whose text browsers no longer let a page choose). Rendered by the form, `when` is its dirty
 * state: nothing is asked when nothing changed or once the work is saved.
 */
import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    // A change of search or hash stays on the form; only leaving its path is asked about.
    ({ currentLocation, nextLocation }: Parameters<BlockerFunction>[0]) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';

  // The router read `when` as it was at the last render: a form that saved and then navigated in
  // one handler is held though it is clean now. It goes on without asking.
  useEffect(() => {
    if (blocked && !when) blocker.proceed();
  }, [blocked, when, blocker]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      item={blocked && when ? blocker : null}
      title="Leave without saving?"
      description={() =>
        'Your changes have not been saved. Stay to keep working on them, or leave without saving.'
      }
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={(held) => held.proceed()}
      onCancel={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
    />
  );
}
