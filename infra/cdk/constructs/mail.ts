/**
 * E-mail through SES: the stage's sending identity (a domain, from the `mailDomain`
 * stage setting, else the site's domain), a configuration set whose account-level suppression
 * covers bounces and complaints, and its event destination: bounce and complaint events go to
 * EventBridge's default bus, where a rule hands them to the feedback function, which suppresses
 * the address for the site's own check too (functions/workers/ses-events.ts).
 *
 * Without a mail domain no identity is created: the email worker may then send through none, its
 * messages fail and wait in the email queue's dead-letter queue (whose alarm says so) until the
 * stage names one.
 */
import { Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** The domain mail is sent from (its DNS records come from SES after the first deploy). */
  domain?: string;
}

export class Mail extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly identity?: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    this.configurationSet.addEventDestination('Feedback', {
      destination: ses.EventDestination.eventBus(
        events.EventBus.fromEventBusName(this, 'DefaultBus', 'default'),
      ),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    if (props.domain) {
      this.identity = new ses.EmailIdentity(this, 'Identity', {
        identity: ses.Identity.domain(props.domain),
        configurationSet: this.configurationSet,
      });
    }
  }

  /** ARN of the configuration set (SendEmail authorises against it as well as the identity). */
  get configurationSetArn(): string {
    const stack = Stack.of(this);
    return stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }

  /** `ses:SendEmail` and `ses:SendRawEmail` through this identity and configuration set only. */
  grantSend(role: iam.IRole): void {
    if (!this.identity) return;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.identity.emailIdentityArn, this.configurationSetArn],
      }),
    );
  }

  /** Delivers SES's bounce and complaint events to `fn`. */
  deliverFeedbackTo(fn: lambda.IFunction): events.Rule {
    return new events.Rule(this, 'FeedbackRule', {
      description: 'SES bounces and complaints of the configuration set: suppress the address',
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        detail: {
          mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } },
        },
      },
      targets: [new targets.LambdaFunction(fn, { retryAttempts: 2 })],
    });
  }
}
