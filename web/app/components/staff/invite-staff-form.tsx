/**
 * Invite a staff member: any e-mail address (the invitation admits it, whatever the
 * allow-list) and a role. The invitee gets the site's invitation e-mail with a temporary password
 * and chooses their own on first sign-in. Refusals the API names a field for (a malformed
 * address, one with an account) land under it.
 */
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { roleLabels, staffRoles } from '@shared/rules/staff-roles';
import { staffInviteInputSchema, type StaffInviteInput } from '@shared/schemas/staff';
import { Button } from '~/components/ui/button';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Select, SelectOptions, SelectTrigger, SelectValue } from '~/components/ui/select';
import { ApiError, errorMessage } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { useInviteStaff } from './staff-api';

export function InviteStaffForm() {
  const invite = useInviteStaff();
  const form = useForm<StaffInviteInput>({
    resolver: zodResolver(staffInviteInputSchema),
    defaultValues: { email: '', role: 'contributor' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      const member = await invite.mutateAsync(input);
      toast.success('Invitation sent', {
        description: `${member.email} gets an e-mail with a temporary password to sign in with.`,
      });
      form.reset();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.email) form.setError('email', { type: 'server', message: fields.email });
      else toast.error('Failed to invite', { description: errorMessage(error) });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Invite staff"
      className="grid items-start gap-4 sm:grid-cols-[1fr_12rem_auto]"
    >
      <FormField id="invite-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          {...fieldControlProps('invite-email', { error: errors.email?.message })}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="invite-role" label="Role" error={errors.role?.message}>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="invite-role">
                <SelectValue />
              </SelectTrigger>
              <SelectOptions values={staffRoles} labels={roleLabels} />
            </Select>
          )}
        />
      </FormField>
      <Button type="submit" variant="brand" className="sm:mt-6" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting...' : 'Invite'}
      </Button>
    </form>
  );
}
