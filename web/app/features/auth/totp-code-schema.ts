/** The 6-digit code of an authenticator app, as the enrolment and the sign-in step take it. */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }),
});

export type TotpCode = z.infer<typeof totpCodeSchema>;
