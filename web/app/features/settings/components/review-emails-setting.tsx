/**
 * The "Review emails" switch of /admin/account: whether the member is mailed when a draft is
 * submitted for review (editors and administrators), sent back or approved (its author).
 */
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { errorMessage } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { usePreferences, useSavePreferences } from '../api/preferences';

export function ReviewEmailsSetting() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const checked = save.isPending
    ? (save.variables?.review_emails ?? true)
    : (preferences.data?.review_emails ?? true);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <Label htmlFor="review-emails">Review emails</Label>
        <p id="review-emails-help" className="text-sm text-muted-foreground">
          An e-mail when a draft waits for your review, or when yours is sent back or approved.
        </p>
      </div>
      <Switch
        id="review-emails"
        aria-describedby="review-emails-help"
        checked={checked}
        disabled={preferences.isPending || save.isPending}
        onCheckedChange={(on) =>
          save.mutate(
            { review_emails: on },
            {
              onSuccess: () => toast.success(on ? 'Review emails on' : 'Review emails off'),
              onError: (error) =>
                toast.error('Could not save the preference', { description: errorMessage(error) }),
            },
          )
        }
      />
    </div>
  );
}
