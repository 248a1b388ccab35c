/**
 * Like, rating, comments and share (public-site.md sections 4 and 7). All local to this page view:
 * nothing is sent anywhere. Like once (filled, count +1); rate once from 1 to 5 (the stars lock
 * and show (n/5)); comments are trimmed, posted only when not blank and the field clears.
 */
import { useId, useState } from 'react';
import { Heart, MessageSquare, Share2, Star } from 'lucide-react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';
import { articleCopy } from '~/content/article-page';
import { cn } from '~/lib/cn';
import { useShare } from '../hooks/use-share';

/**
 * A comment's date, 'November 28, 2026' in the visitor's time zone: what date-fns's 'MMMM d, yyyy'
 * wrote, from the browser's own formatter, so the article page does not download date-fns.
 */
const commentDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

interface Comment {
  id: string;
  articleId: string;
  author: string;
  content: string;
  date: Date;
}

export function ArticleEngagement({ articleId, title }: { articleId: string; title: string }) {
  const [liked, setLiked] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [comments, setComments] = useState<Comment[]>([]);
  const [draft, setDraft] = useState('');
  const share = useShare();
  const panelId = useId();
  const fieldId = useId();
  const copy = articleCopy;

  const like = () => {
    if (liked) return;
    setLiked(true);
    toast.success(copy.like.toast);
  };

  const rate = (stars: number) => {
    if (rating !== null) return;
    setRating(stars);
    toast.success(copy.rating.toast, { description: copy.rating.toastDescription(stars) });
  };

  const post = () => {
    const content = draft.trim();
    if (!content) return;
    setComments((current) => [
      ...current,
      {
        id: crypto.randomUUID(),
        articleId,
        author: copy.comments.author,
        content,
        date: new Date(),
      },
    ]);
    setDraft('');
    toast.success(copy.comments.toast);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4 border-y py-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={liked ? 'brand' : 'outline'}
            size="sm"
            aria-pressed={liked}
            onClick={like}
            data-testid="like-button"
          >
            <Heart className={cn(liked && 'fill-current')} aria-hidden="true" />
            {liked ? copy.like.liked : copy.like.label}
            <span data-testid="like-count">{liked ? 1 : 0}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={commentsOpen}
            aria-controls={panelId}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            <MessageSquare aria-hidden="true" />
            {copy.comments.toggle} ({comments.length})
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void share({ title, url: window.location.href })}
          >
            <Share2 aria-hidden="true" />
            {copy.share.label}
          </Button>
        </div>
        <div role="group" aria-label={copy.rating.label} className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((stars) => {
            const filled = rating !== null && stars <= rating;
            return (
              <button
                key={stars}
                type="button"
                disabled={rating !== null}
                aria-label={copy.rating.star(stars)}
                aria-pressed={rating === stars}
                onClick={() => rate(stars)}
                className="rounded-sm p-1 text-amber-500 focus-visible:outline-2 focus-visible:outline-ring enabled:hover:scale-110 disabled:cursor-default"
              >
                <Star className={cn('size-5', filled && 'fill-current')} aria-hidden="true" />
              </button>
            );
          })}
          {rating !== null ? (
            <span className="ml-1 text-sm text-muted-foreground" data-testid="rating-result">
              {copy.rating.result(rating)}
            </span>
          ) : null}
        </div>
      </div>

      {commentsOpen ? (
        <section
          id={panelId}
          aria-label={copy.comments.heading}
          className="grid gap-4 rounded-xl border p-5"
        >
          <h2 className="text-lg font-semibold">{copy.comments.heading}</h2>
          {comments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{copy.comments.empty}</p>
          ) : (
            <ul className="grid gap-3">
              {comments.map((comment) => (
                <li key={comment.id} className="rounded-lg bg-muted p-3">
                  <p className="text-sm font-medium">
                    {comment.author}{' '}
                    <span className="font-normal text-muted-foreground">
                      {commentDate.format(comment.date)}
                    </span>
                  </p>
                  <p className="mt-1 whitespace-pre-line">{comment.content}</p>
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{copy.comments.fieldLabel}</Label>
            <Textarea
              id={fieldId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={copy.comments.placeholder}
              rows={3}
            />
          </div>
          <Button
            variant="brand"
            className="justify-self-start"
            disabled={draft.trim() === ''}
            onClick={post}
          >
            {copy.comments.post}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
