/**
 * The sign-in and sign-up forms (admin-portal.md section 5: e-mail and password required) and the
 * confirmation-code step. Passwords are checked by the user pool's own policy; its message is
 * shown as the 'Sign up failed' toast.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  password: z.string().min(1, { error: 'Password is required' }),
});

/** The sign-in and sign-up forms. */
export type Credentials = z.infer<typeof credentialsSchema>;

export const confirmationSchema = z.object({
  code: z.string().trim().min(1, { error: 'Confirmation code is required' }),
});

/** The confirmation-code step. */
export type Confirmation = z.infer<typeof confirmationSchema>;
