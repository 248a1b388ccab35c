/**
 * The Staff tab of /admin/settings (administrators only): every account with a role,
 * its state, and what an administrator may change: the role, enabled or disabled, removal, and
 * for members who have not signed in yet, the invitation sent again. The
 * API keeps the last active administrator; its refusal is shown as it is worded.
 */
import { useState } from 'react';
import { MailPlus, ShieldOff } from 'lucide-react';
import { roleLabels, staffRoles, type StaffRole } from '@shared/rules/staff-roles';
import type { StaffMember } from '@shared/schemas/staff';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DeleteButton, RowIconButton } from '~/components/ui/row-actions';
import { Select, SelectOptions, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Spinner } from '~/components/ui/spinner';
import { Switch } from '~/components/ui/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { errorMessage, useErrorToast } from '~/lib/admin-api';
import { useAuthSession } from '~/lib/auth-session';
import { toast } from '~/lib/toast';
import { InviteStaffForm } from './invite-staff-form';
import {
  useRemoveStaff,
  useResendInvitation,
  useResetStaffMfa,
  useStaff,
  useUpdateStaff,
} from './staff-api';

const statusLabels: Record<StaffMember['status'], string> = {
  active: 'Active',
  invited: 'Invited',
  unconfirmed: 'Unconfirmed',
};

/** For a member who has not signed in yet: a new invitation mail, with a new temporary password. */
function ResendInvitationButton({ member }: { member: StaffMember }) {
  const resend = useResendInvitation();
  const label = `Resend invitation to ${member.email}`;
  return (
    <RowIconButton
      label={label}
      icon={<MailPlus aria-hidden="true" />}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(member, {
          onSuccess: () =>
            toast.success('Invitation sent again', {
              description: `${member.email} gets a new temporary password; the earlier one stops working.`,
            }),
          onError: (error) =>
            toast.error('Failed to resend the invitation', { description: errorMessage(error) }),
        })
      }
    />
  );
}

/**
 * Turns a member's two-step sign-in off, after a confirmation (a lost phone). The list does not
 * know who has it (one Cognito call per member); the API answers 409 for a member without it.
 */
function ResetMfaButton({ member }: { member: StaffMember }) {
  const reset = useResetStaffMfa();
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const label = `Reset two-step sign-in of ${member.email}`;
  return (
    <>
      <RowIconButton
        label={label}
        icon={<ShieldOff aria-hidden="true" />}
        disabled={reset.isPending}
        onClick={() => setConfirming(member)}
      />
      <ConfirmDialog
        item={confirming}
        title="Reset two-step sign-in?"
        description={(target) =>
          `${target.email} will sign in with their password alone until they set up an authenticator app again.`
        }
        confirmLabel="Reset"
        pending={reset.isPending}
        pendingLabel="Resetting..."
        onCancel={() => setConfirming(null)}
        onConfirm={(target) =>
          reset.mutate(target, {
            onSuccess: () => toast.success(`Two-step sign-in of ${target.email} reset`),
            onError: (error) =>
              toast.error('Failed to reset two-step sign-in', {
                description: errorMessage(error),
              }),
            onSettled: () => setConfirming(null),
          })
        }
      />
    </>
  );
}

/**
 * Why a row offers no Disable or Remove: the signed-in account's own (nobody locks themselves
 * out) and the last active administrator's (the API refuses it; offering it only to refuse it
 * would be a trap).
 */
function keptReason(member: StaffMember, ownId: string | undefined, activeAdmins: number) {
  if (member.id === ownId) return 'Your account';
  if (member.role === 'administrator' && member.enabled && activeAdmins <= 1)
    return 'Last administrator';
  return undefined;
}

function StaffRow({
  member,
  kept,
  onRemove,
  onDisable,
}: {
  member: StaffMember;
  /** Set when the row may not be disabled or removed: says why. */
  kept: string | undefined;
  onRemove: () => void;
  onDisable: () => void;
}) {
  const update = useUpdateStaff();
  const change = (input: { role?: StaffRole; enabled?: boolean }, failure: string) =>
    update.mutate(
      { member, input },
      {
        onSuccess: () => toast.success(`${member.email} updated`),
        onError: (error) => toast.error(failure, { description: errorMessage(error) }),
      },
    );
  return (
    <TableRow>
      <TableCell label="Email" className="font-medium">
        {member.email}
      </TableCell>
      <TableCell label="Status">
        <Badge variant={member.enabled ? 'secondary' : 'outline'}>
          {member.enabled ? statusLabels[member.status] : 'Disabled'}
        </Badge>
      </TableCell>
      <TableCell label="Role">
        <Select
          value={member.role}
          disabled={update.isPending}
          onValueChange={(role) => change({ role: role as StaffRole }, 'Failed to change the role')}
        >
          <SelectTrigger className="w-40" aria-label={`Role of ${member.email}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectOptions values={staffRoles} labels={roleLabels} />
        </Select>
      </TableCell>
      <TableCell label="Actions">
        <div className="flex items-center justify-end gap-2">
          {member.status === 'invited' && member.enabled ? (
            <ResendInvitationButton member={member} />
          ) : null}
          {kept ? (
            <span className="text-sm text-muted-foreground">{kept}</span>
          ) : (
            <>
              {member.status === 'active' ? <ResetMfaButton member={member} /> : null}
              <Switch
                checked={member.enabled}
                disabled={update.isPending}
                onCheckedChange={(enabled) =>
                  // Disabling locks someone out at once: it asks first; enabling does not.
                  enabled ? change({ enabled }, 'Failed to enable') : onDisable()
                }
                aria-label={`${member.enabled ? 'Disable' : 'Enable'} ${member.email}`}
              />
              <DeleteButton label={`Remove ${member.email}`} onClick={onRemove} />
            </>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}

export function StaffTab() {
  const { data, error, isPending } = useStaff();
  const remove = useRemoveStaff();
  const [pendingRemove, setPendingRemove] = useState<StaffMember | null>(null);
  const [pendingDisable, setPendingDisable] = useState<StaffMember | null>(null);
  const update = useUpdateStaff();
  const session = useAuthSession();
  const ownId = session.status === 'signed-in' ? session.sub : undefined;
  const items = data?.items ?? [];
  const activeAdmins = items.filter(
    (member) => member.role === 'administrator' && member.enabled,
  ).length;
  useErrorToast('Failed to load staff', error);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Invite staff</CardTitle>
          <CardDescription>
            Administrators manage staff and settings; editors all content, publishing and contacts;
            contributors write drafts for review. Any address can be invited: the invitation admits
            it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <InviteStaffForm />
        </CardContent>
      </Card>
      {isPending ? (
        <Spinner label="Loading staff" className="py-10" />
      ) : (
        <div className="rounded-lg border bg-background">
          <Table label="Staff">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Role</TableHead>
                <TableHead align="right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((member) => (
                <StaffRow
                  key={member.id}
                  member={member}
                  kept={keptReason(member, ownId, activeAdmins)}
                  onRemove={() => setPendingRemove(member)}
                  onDisable={() => setPendingDisable(member)}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ConfirmDialog
        item={pendingDisable}
        title="Disable this staff member?"
        description={(member) =>
          `${member.email} can no longer sign in until an administrator enables the account again.`
        }
        confirmLabel="Disable"
        pending={update.isPending}
        pendingLabel="Disabling..."
        onConfirm={(member) =>
          update.mutate(
            { member, input: { enabled: false } },
            {
              onSuccess: () => toast.success(`${member.email} updated`),
              onError: (failure) =>
                toast.error('Failed to disable', { description: errorMessage(failure) }),
              onSettled: () => setPendingDisable(null),
            },
          )
        }
        onCancel={() => setPendingDisable(null)}
      />
      <ConfirmDialog
        item={pendingRemove}
        title="Remove this staff member?"
        description={(member) => `${member.email} loses access and their account is deleted.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        pendingLabel="Removing..."
        onConfirm={(member) =>
          remove.mutate(member, {
            onSuccess: () => toast.success(`${member.email} removed`),
            onError: (failure) =>
              toast.error('Failed to remove', { description: errorMessage(failure) }),
            onSettled: () => setPendingRemove(null),
          })
        }
        onCancel={() => setPendingRemove(null)}
      />
    </div>
  );
}
