/**
 * Sends mail with SES (API v2, SendEmail with simple content), through the stage's configuration
 * set so bounces and complaints come back as events. In the sandbox the same client talks to the
 * local SES emulator (SES_ENDPOINT), which keeps every message for its mailbox page.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '@functions/adapters/aws-clients';
import type { MailSender } from '@functions/domain/email/email-ports';
import { config } from '@functions/lib/config';

export const sesMailer: MailSender = {
  async send(mail) {
    const { mail: settings } = config();
    await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: settings.from,
        Destination: { ToAddresses: mail.to },
        ReplyToAddresses: mail.replyTo,
        ConfigurationSetName: settings.configurationSet,
        EmailTags: mail.tags?.map(({ name, value }) => ({ Name: name, Value: value })),
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: mail.text, Charset: 'UTF-8' },
              Html: { Data: mail.html, Charset: 'UTF-8' },
            },
            Headers: mail.headers?.map(({ name, value }) => ({ Name: name, Value: value })),
          },
        },
      }),
    );
  },
};
