/**
 * The icon actions of an admin list's row or card: edit (a link to the item's form) and delete
 * (opens the list's confirm dialog). Each names its item for assistive technology.
 */
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

export function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="icon">
      <Link to={to} aria-label={label}>
        <Pencil aria-hidden="true" />
      </Link>
    </Button>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2 className="text-destructive dark:text-red-400" aria-hidden="true" />
    </Button>
  );
}
