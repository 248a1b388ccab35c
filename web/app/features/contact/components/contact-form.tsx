/**
 * The contact form (public-site.md sections 4, 5 and 8), validated on submit with the same schema
 * as the API. States: idle, submitting ('Sending...', disabled), success (toast, 'Message
 * Received!' alert, form cleared), failure (error toast, form kept). Success is reported only once
 * the API has stored the message (DESIGN.md section 12, deviation 1). The API's field messages go
 * under their fields; a 429 shows the API's own message. `website` is the honeypot.
 */
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { toast } from '~/lib/toast';
import { interestOptions } from '@shared/content/interests';
import {
  contactFormSchema,
  type ContactForm as ContactFormData,
  type ContactFormValues,
} from '@shared/schemas/contact';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { contactFormCopy as copy, contactSuccessAlert, contactToasts } from '~/content/contact';
import { PublicApiError } from '~/lib/public-api';
import { useSubmitContact } from '../api/submit-contact';

const emptyForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  message: '',
  preferredDate: '',
  website: '',
} as ContactFormValues;

const formFields = new Set<string>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'interest',
  'message',
]);

export function ContactForm() {
  const submit = useSubmitContact();
  const [sent, setSent] = useState(false);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);
  const form = useForm<ContactFormValues, unknown, ContactFormData>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || submit.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(false);
    setBlockedMessage(null);
    try {
      // preferredDate is always sent empty (public-site.md section 3).
      await submit.mutateAsync({ ...values, preferredDate: '' });
    } catch (error) {
      if (error instanceof PublicApiError && error.status === 429) {
        setBlockedMessage(error.message);
        toast.error(contactToasts.failure.title, { description: error.message });
        return;
      }
      if (error instanceof PublicApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (formFields.has(field)) {
            form.setError(field as Path<ContactFormValues>, { type: 'server', message });
          }
        }
      }
      toast.error(contactToasts.failure.title, { description: contactToasts.failure.description });
      return;
    }
    toast.success(contactToasts.success.title, { description: contactToasts.success.description });
    setSent(true);
    form.reset(emptyForm);
  });

  const control = (name: keyof typeof copy & Path<ContactFormValues>) => {
    const id = `contact-${name}`;
    return { id, error: errors[name]?.message };
  };

  const firstName = control('firstName');
  const lastName = control('lastName');
  const email = control('email');
  const phone = control('phone');
  const companyName = control('companyName');
  const interest = control('interest');
  const message = control('message');

  return (
    <div className="mt-6 grid gap-6">
      {sent ? (
        <Alert variant="success">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          <AlertTitle>{contactSuccessAlert.title}</AlertTitle>
          <AlertDescription>{contactSuccessAlert.text}</AlertDescription>
        </Alert>
      ) : null}
      {blockedMessage ? (
        <Alert variant="destructive" data-testid="contact-rate-limited">
          <AlertCircle className="size-4" aria-hidden="true" />
          <AlertTitle>{contactToasts.failure.title}</AlertTitle>
          <AlertDescription>{blockedMessage}</AlertDescription>
        </Alert>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={firstName.id} label={copy.firstName.label} error={firstName.error}>
            <Input
              {...form.register('firstName')}
              {...fieldControlProps(firstName.id, firstName)}
              autoComplete="given-name"
              placeholder={copy.firstName.placeholder}
            />
          </FormField>
          <FormField id={lastName.id} label={copy.lastName.label} error={lastName.error}>
            <Input
              {...form.register('lastName')}
              {...fieldControlProps(lastName.id, lastName)}
              autoComplete="family-name"
              placeholder={copy.lastName.placeholder}
            />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={email.id} label={copy.email.label} error={email.error}>
            <Input
              {...form.register('email')}
              {...fieldControlProps(email.id, email)}
              type="email"
              autoComplete="email"
              placeholder={copy.email.placeholder}
            />
          </FormField>
          <FormField id={phone.id} label={copy.phone.label} error={phone.error}>
            <Input
              {...form.register('phone')}
              {...fieldControlProps(phone.id, phone)}
              type="tel"
              autoComplete="tel"
              placeholder={copy.phone.placeholder}
            />
          </FormField>
        </div>
        <FormField id={companyName.id} label={copy.companyName.label} error={companyName.error}>
          <Input
            {...form.register('companyName')}
            {...fieldControlProps(companyName.id, companyName)}
            autoComplete="organization"
            placeholder={copy.companyName.placeholder}
          />
        </FormField>
        <FormField id={interest.id} label={copy.interest.label} error={interest.error}>
          <Controller
            control={form.control}
            name="interest"
            render={({ field }) => (
              <Select
                name={field.name}
                value={field.value ?? ''}
                onValueChange={(value) => field.onChange(value)}
              >
                <SelectTrigger
                  ref={field.ref}
                  className="w-full"
                  onBlur={field.onBlur}
                  {...fieldControlProps(interest.id, interest)}
                >
                  <SelectValue placeholder={copy.interest.placeholder} />
                </SelectTrigger>
                <SelectContent>
                  {interestOptions.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id={message.id} label={copy.message.label} error={message.error}>
          <Textarea
            {...form.register('message')}
            {...fieldControlProps(message.id, message)}
            rows={6}
            placeholder={copy.message.placeholder}
          />
        </FormField>

        {/* Honeypot: hidden from people and assistive technology; a filled one marks a bot. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input
            {...form.register('website')}
            id="contact-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <Button
          type="submit"
          variant="brand"
          size="lg"
          disabled={busy}
          className="sm:justify-self-start"
        >
          {busy ? copy.submitting : copy.submit}
        </Button>
      </form>
    </div>
  );
}
