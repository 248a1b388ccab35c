/**
 * The icon actions of an admin list's row or card: edit (a link to the item's form), delete
 * (opens the list's confirm dialog) and any other one-icon action. Each names its item for
 * assistive technology, and its tooltip says the same.
 */
import type { ReactNode } from 'react';
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

/** A one-icon action of a row; `icon` is drawn hidden from assistive technology, `label` names it. */
export function RowIconButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </Button>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <RowIconButton
      label={label}
      onClick={onClick}
      icon={<Trash2 className="text-destructive dark:text-red-400" aria-hidden="true" />}
    />
  );
}
