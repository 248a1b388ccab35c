/**
 * E-mail through SES: the stage's sending identity (a domain, from the `mailDomain`
 * stage setting, else the site's domain), a configuration set whose account-level suppression
 * covers bounces and complaints, and its event destination (DESIGN.md section 16): bounce,
 * complaint and delivery events go to an SNS topic (encrypted with a key of its own, which SES
 * may use), subscribed by the manifest's `feedback` queue (with its dead-letter queue), whose
 * worker suppresses the address for the site's own check and counts a newsletter message's
 * events on its send (functions/workers/ses-events.ts).
 *
 * Without a mail domain no identity is created: the email worker may then send through none, its
 * messages fail and wait in the email queue's dead-letter queue (whose alarm says so) until the
 * stage names one.
 */
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface MailProps {
  /** The domain mail is sent from (its DNS records come from SES after the first deploy). */
  domain?: string;
}

export class Mail extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly identity?: ses.EmailIdentity;
  /** Where the configuration set publishes its events. */
  readonly feedbackTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    const topicKey = new kms.Key(this, 'FeedbackTopicKey', {
      enableKeyRotation: true,
      description: 'Encrypts the SES feedback topic',
    });
    // SES publishes to the encrypted topic: it needs the key's data keys, for this account only.
    topicKey.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.feedbackTopic = new sns.Topic(this, 'FeedbackTopic', {
      masterKey: topicKey,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('Feedback', {
      destination: ses.EventDestination.snsTopic(this.feedbackTopic),
      events: [
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.DELIVERY,
      ],
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

  /**
   * Puts the configuration set's events on `queue` (SNS's envelope, not raw: the worker reads
   * the notification as AWS documents it). The SNS subscription grants the topic SendMessage.
   */
  publishFeedbackTo(queue: sqs.IQueue): void {
    this.feedbackTopic.addSubscription(new subscriptions.SqsSubscription(queue));
  }
}
