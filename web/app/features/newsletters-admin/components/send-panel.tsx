/**
 * "Send as newsletter" in the article editor: a test to oneself first, then the send to every
 * confirmed subscriber. The server refuses a send without a test of the same article version
 * (409), so sending without one asks for an explicit confirmation here, which the request then
 * carries. Only a saved, published article without unsaved edits can be sent.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Mail, Send } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Label } from '~/components/ui/label';
import { useSendOnPublish, useSendTest, useSetSendOnPublish, useStartSend } from '../api/sends';

/** A saved draft's "Email to subscribers when published" (a publication listener sends it). */
function SendOnPublishOption({ articleId }: { articleId: string }) {
  const state = useSendOnPublish(articleId);
  const change = useSetSendOnPublish(articleId);
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id="newsletter-on-publish"
        checked={state.data?.enabled ?? false}
        disabled={state.isPending || change.isPending}
        onCheckedChange={(checked) => change.mutate(checked === true)}
      />
      <Label htmlFor="newsletter-on-publish">Email to subscribers when published</Label>
    </div>
  );
}

export interface NewsletterSendPanelProps {
  article?: { id: string; version: number; is_published: boolean; title: string };
  dirty: boolean;
}

export function NewsletterSendPanel({ article, dirty }: NewsletterSendPanelProps) {
  const sendTest = useSendTest();
  const startSend = useStartSend();
  const [testedVersion, setTestedVersion] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{ id: string } | null>(null);
  const ready = article?.is_published === true && !dirty;
  const tested = article !== undefined && testedVersion === article.version;

  const send = (confirm: boolean) => {
    if (!article) return;
    startSend.mutate(
      { article_id: article.id, ...(confirm ? { confirm: true } : {}) },
      { onSettled: () => setConfirming(null) },
    );
  };

  return (
    <section className="grid gap-2 rounded-lg border p-4" aria-labelledby="newsletter-send-title">
      <h3 id="newsletter-send-title" className="font-medium">
        Send as newsletter
      </h3>
      {article && !article.is_published ? <SendOnPublishOption articleId={article.id} /> : null}
      <p className="text-muted-foreground text-sm">
        {ready
          ? 'Send a test to yourself first, then to every confirmed subscriber.'
          : 'Publish the article and save your changes to send it as a newsletter.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!ready || sendTest.isPending}
          onClick={() =>
            article &&
            sendTest.mutate(article.id, {
              onSuccess: (answer) => setTestedVersion(answer.article_version),
            })
          }
        >
          <Mail className="mr-2 size-4" />
          Send test to me
        </Button>
        <Button
          type="button"
          disabled={!ready || startSend.isPending}
          onClick={() => (tested ? send(false) : article && setConfirming({ id: article.id }))}
        >
          <Send className="mr-2 size-4" />
          Send to subscribers
        </Button>
      </div>
      {startSend.isSuccess ? (
        <p className="text-sm">
          Queued. <Link to="/admin/newsletters">Follow it in Newsletters</Link>.
        </p>
      ) : null}
      <ConfirmDialog
        item={confirming}
        title="Send without a test?"
        description={() =>
          `No test of this version of "${article?.title ?? ''}" was sent to you. Send it to every confirmed subscriber anyway?`
        }
        confirmLabel="Send without a test"
        variant="brand"
        pending={startSend.isPending}
        onConfirm={() => send(true)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
