/**
 * "Preview link" of an article (in the editor) or a programmatic page (from its row): makes a
 * link that shows the draft, as its page will look, to anyone holding it (a client without an
 * admin account) until it expires or is revoked, copies it, and lists the item's links that
 * still work.
 */
import { Copy, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PreviewLink } from '@shared/schemas/preview';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Skeleton } from '~/components/ui/skeleton';
import { errorMessage } from '~/lib/admin-api';
import { longDateTime } from '~/lib/date-formats';
import { toast } from '~/lib/toast';
import type { WorkflowKind } from '~/lib/workflow-refresh';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink } from '../api/preview-links';

async function copy(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

export function PreviewLinks({
  kind,
  id,
  name,
  size,
  open: openProp,
  onOpenChange,
}: {
  kind: WorkflowKind;
  id: string;
  /** The item's name, when the button is one of many (a table row). */
  name?: string;
  size?: 'sm';
  /** Controlled: shown while true, without a trigger button (a row's actions menu opens it). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = onOpenChange ?? setOpenState;
  const [made, setMade] = useState<(PreviewLink & { url: string }) | null>(null);
  const links = usePreviewLinks(kind, id, open);
  const create = useCreatePreviewLink(kind, id);
  const revoke = useRevokePreviewLink(kind, id);
  const makeLink = () =>
    create.mutate(undefined, {
      async onSuccess(link) {
        const url = new URL(link.path ?? '', window.location.origin).href;
        setMade({ ...link, url });
        if (await copy(url)) toast.success('Preview link copied');
        else toast.success('Preview link made', { description: 'Copy it from the box below.' });
      },
      onError: (error) =>
        toast.error('Failed to make a preview link', { description: errorMessage(error) }),
    });
  const revokeLink = (linkId: string) =>
    revoke.mutate(linkId, {
      onSuccess() {
        if (made?.id === linkId) setMade(null);
        toast.success('Preview link revoked');
      },
      onError: (error) =>
        toast.error('Failed to revoke the preview link', { description: errorMessage(error) }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {openProp === undefined ? (
        <DialogTrigger asChild>
          <Button
            type="button"
            variant={size ? 'ghost' : 'outline'}
            size={size}
            aria-label={name ? `Preview links of ${name}` : undefined}
          >
            <Link2 aria-hidden="true" />
            Preview link
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Preview links</DialogTitle>
          <DialogDescription>
            Anyone with a link sees this draft as its page will look, without signing in, until the
            link expires or you revoke it. Search engines never index it. It shows the last saved
            version.
          </DialogDescription>
        </DialogHeader>
        <Button type="button" variant="brand" disabled={create.isPending} onClick={makeLink}>
          <Copy aria-hidden="true" />
          {create.isPending ? 'Making link...' : 'Copy preview link'}
        </Button>
        {made ? (
          <label className="grid gap-1 text-sm">
            <span className="font-medium">New link</span>
            <input
              readOnly
              value={made.url}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-md border bg-muted px-3 py-2 font-mono text-xs"
              data-testid="preview-link-url"
            />
          </label>
        ) : null}
        <section aria-labelledby="preview-links-active" className="grid gap-2">
          <h3 id="preview-links-active" className="text-sm font-semibold">
            Links that work now
          </h3>
          {links.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : links.isError ? (
            <p className="text-sm text-destructive">{errorMessage(links.error)}</p>
          ) : links.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No preview links yet.</p>
          ) : (
            <ul className="grid gap-2">
              {links.data.items.map((link) => (
                <li
                  key={link.id}
                  className="flex items-center justify-between gap-3 rounded-md border p-2 text-sm"
                >
                  <span>
                    Made by {link.created_by || 'staff'}, expires{' '}
                    <time dateTime={link.expires_at}>{longDateTime(link.expires_at)}</time>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={revoke.isPending}
                    onClick={() => revokeLink(link.id)}
                    aria-label={`Revoke the link expiring ${longDateTime(link.expires_at)}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
