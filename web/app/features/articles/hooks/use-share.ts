/**
 * Sharing an article: the browser's share sheet with the title and URL when there is one
 * ('Shared successfully!'), otherwise the link copied to the clipboard ('Link copied!'). A share
 * the visitor cancels says nothing.
 */
import { toast } from '~/lib/toast';
import { articleCopy } from '~/content/article-page';

export function useShare() {
  return async ({ title, url }: { title: string; url: string }) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        toast.success(articleCopy.share.shared);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // The sheet is unavailable here (permissions, insecure context): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(articleCopy.share.copied);
    } catch {
      toast.error(articleCopy.share.failed);
    }
  };
}
