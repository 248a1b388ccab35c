/**
 * The e-mail construct (infra/cdk/constructs/mail.ts) in a stack of its own: the stage's SES
 * domain identity on a configuration set that suppresses bounces and complaints and publishes its
 * events to an encrypted SNS topic, subscribed by the feedback queue; SendEmail granted on that
 * identity and configuration set alone.
 */
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import { Mail } from '@infra/cdk/constructs/mail';

function build(domain?: string) {
  const stack = new Stack(undefined, 'MailTest', {
    env: { account: '111111111111', region: 'eu-west-1' },
  });
  const mail = new Mail(stack, 'Mail', { domain });
  const role = new iam.Role(stack, 'WorkerRole', {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
  });
  mail.grantSend(role);
  const feedback = new sqs.Queue(stack, 'Feedback', { enforceSSL: true });
  mail.publishFeedbackTo(feedback);
  return Template.fromStack(stack);
}

describe('Mail', () => {
  it('creates the domain identity on a configuration set that suppresses bounces and complaints', () => {
    const template = build('mail.example.com');

    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.anyValue() } },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'delivery'],
        SnsDestination: { TopicARN: { Ref: Match.stringLikeRegexp('^MailFeedbackTopic') } },
      },
    });
  });

  it('publishes the events to an encrypted topic that the feedback queue subscribes to', () => {
    const template = build('mail.example.com');

    template.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: Match.anyValue(),
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'sqs',
      Endpoint: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Feedback'), 'Arn'] },
    });
    // Only the topic may put messages on the queue.
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sqs:SendMessage',
            Condition: { ArnEquals: { 'aws:SourceArn': Match.anyValue() } },
          }),
        ]),
      }),
    });
  });

  it('grants SendEmail on the identity and the configuration set only', () => {
    const template = build('mail.example.com');

    const policies = template.findResources('AWS::IAM::Policy');
    const statements = Object.values(policies).flatMap(
      (policy) =>
        (
          policy.Properties as {
            PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] };
          }
        ).PolicyDocument.Statement,
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]?.Action).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const resource = JSON.stringify(statements[0]?.Resource);
    // The identity's Ref is its name (the domain); the configuration set's Ref is its name.
    expect(resource).toMatch(/:identity\/",\{"Ref":"MailIdentity[0-9A-F]+"\}/);
    expect(resource).toMatch(/:configuration-set\/",\{"Ref":"MailConfigurationSet[0-9A-F]+"\}/);
    expect(resource).not.toContain('*');
  });

  it('creates no identity and grants nothing without a mail domain', () => {
    const template = build(undefined);

    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    template.resourceCountIs('AWS::IAM::Policy', 0);
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });
});
