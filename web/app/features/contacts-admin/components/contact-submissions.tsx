/**
 * Contact submissions (admin-portal.md section 2): a table with the date (MMM d, yyyy), name,
 * company, e-mail, interest (its label; unknown values as they are) and the status dropdown, and a
 * detail dialog with the full date (MMMM d, yyyy 'at' h:mm a), every field, Reply by E-mail and
 * delete with confirmation.
 */
import { useState } from 'react';
import { Eye, Mail, Trash2 } from 'lucide-react';
import { interestLabel } from '@shared/content/interests';
import type { ContactRecord } from '@shared/schemas/contact';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DeleteButton } from '~/components/ui/row-actions';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { useErrorToast } from '~/lib/admin-api';
import { interestOptions } from '@shared/content/interests';
import { contactStatuses } from '@shared/schemas/contact';
import { ListFilter } from '~/components/lists/list-filter';
import { ListFrame } from '~/components/lists/list-frame';
import { ListToolbar } from '~/components/lists/list-toolbar';
import { useListParams } from '~/components/lists/use-list-params';
import { useContactSubmissions, useDeleteContact, useUpdateContactStatus } from '../api/contacts';
import { detailDate, replyHref, tableDate } from '../contact-format';
import { ContactStatusSelect } from './contact-status-select';
import { LeadSource } from './lead-source';

function fullName(contact: ContactRecord): string {
  return `${contact.first_name} ${contact.last_name}`.trim();
}

export function ContactSubmissions({ brandName }: { brandName: string }) {
  const params = useListParams(['status', 'interest']);
  const query = useContactSubmissions(params.apiQuery);
  const { data, error } = query;
  const updateStatus = useUpdateContactStatus();
  const remove = useDeleteContact();
  const [openId, setOpenId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ContactRecord | null>(null);
  useErrorToast('Failed to load contact submissions', error);

  const toolbar = (
    <ListToolbar
      params={params}
      searchLabel="Search submissions"
      searchPlaceholder="Search names, companies, e-mails"
    >
      <ListFilter
        label="Status"
        anyLabel="All statuses"
        value={params.value('status')}
        options={contactStatuses.map((status) => ({ value: status, label: status }))}
        onChange={(value) => params.set('status', value)}
      />
      <ListFilter
        label="Interest"
        anyLabel="All interests"
        value={params.value('interest')}
        options={interestOptions}
        onChange={(value) => params.set('interest', value)}
      />
    </ListToolbar>
  );
  const items = data?.items ?? [];
  const open = items.find((item) => item.id === openId);

  const statusControl = (contact: ContactRecord) => (
    <ContactStatusSelect
      status={contact.status}
      label={`Status of ${fullName(contact)}'s submission`}
      disabled={updateStatus.isPending && updateStatus.variables?.id === contact.id}
      onChange={(status) => updateStatus.mutate({ id: contact.id, status })}
    />
  );

  return (
    <>
      <ListFrame
        params={params}
        toolbar={toolbar}
        query={query}
        rowCount={items.length}
        total={data?.total}
        nextCursor={data?.nextCursor}
        noun={['submission', 'submissions']}
        emptyText="No contact submissions yet."
      >
        <Table label="Contact submissions">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Company</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Interest</TableHead>
              <TableHead>Status</TableHead>
              <TableHead align="right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((contact) => (
              <TableRow key={contact.id}>
                <TableCell label="Date" className="whitespace-nowrap">
                  {tableDate(contact.created_at)}
                </TableCell>
                <TableCell label="Name" className="font-medium">
                  {fullName(contact)}
                </TableCell>
                <TableCell label="Company">{contact.company_name}</TableCell>
                <TableCell label="Email">
                  <a
                    className="underline-offset-4 hover:underline"
                    href={`mailto:${contact.email}`}
                  >
                    {contact.email}
                  </a>
                </TableCell>
                <TableCell label="Interest">{interestLabel(contact.interest)}</TableCell>
                <TableCell label="Status">{statusControl(contact)}</TableCell>
                <TableCell label="Actions">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`View submission from ${fullName(contact)}`}
                      onClick={() => setOpenId(contact.id)}
                    >
                      <Eye aria-hidden="true" />
                    </Button>
                    <Button asChild variant="ghost" size="icon">
                      <a
                        href={replyHref(contact.email, brandName)}
                        aria-label={`Reply by E-mail to ${fullName(contact)}`}
                      >
                        <Mail aria-hidden="true" />
                      </a>
                    </Button>
                    <DeleteButton
                      label={`Delete submission from ${fullName(contact)}`}
                      onClick={() => setPendingDelete(contact)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListFrame>

      <Dialog open={open !== undefined} onOpenChange={(isOpen) => !isOpen && setOpenId(null)}>
        {open ? (
          <DialogContent size="wide">
            <DialogHeader>
              <DialogTitle>Submission from {fullName(open)}</DialogTitle>
              <DialogDescription>{detailDate(open.created_at)}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-muted-foreground">Name</dt>
              <dd>{fullName(open)}</dd>
              <dt className="font-medium text-muted-foreground">Email</dt>
              <dd>{open.email}</dd>
              <dt className="font-medium text-muted-foreground">Phone</dt>
              <dd>{open.phone || 'Not given'}</dd>
              <dt className="font-medium text-muted-foreground">Company</dt>
              <dd>{open.company_name}</dd>
              <dt className="font-medium text-muted-foreground">Interest</dt>
              <dd>{interestLabel(open.interest)}</dd>
              {open.preferred_date ? (
                <>
                  <dt className="font-medium text-muted-foreground">Preferred date</dt>
                  <dd>{open.preferred_date}</dd>
                </>
              ) : null}
              <dt className="font-medium text-muted-foreground">Status</dt>
              <dd>{statusControl(open)}</dd>
              <dt className="font-medium text-muted-foreground">Message</dt>
              <dd className="whitespace-pre-wrap">{open.message}</dd>
            </dl>
            <LeadSource attribution={open.attribution} />
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  setOpenId(null);
                  setPendingDelete(open);
                }}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
              <Button asChild variant="brand">
                <a href={replyHref(open.email, brandName)}>
                  <Mail aria-hidden="true" />
                  Reply by E-mail
                </a>
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>

      <ConfirmDialog
        item={pendingDelete}
        title="Delete this submission?"
        description={(contact) => (
          <>
            The message from {fullName(contact)} will be deleted permanently. This cannot be undone.
          </>
        )}
        confirmLabel="Delete"
        onConfirm={(contact) => {
          remove.mutate(contact.id);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
