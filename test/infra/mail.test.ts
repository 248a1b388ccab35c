/**
 * The e-mail construct (infra/cdk/constructs/mail.ts) in a stack of its own: the stage's SES
 * domain identity on a configuration set that suppresses bounces and complaints and sends them to
 * EventBridge, whose rule reaches the feedback function; SendEmail granted on that identity and
 * configuration set alone.
 */
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
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
  const feedback = lambda.Function.fromFunctionArn(
    stack,
    'Feedback',
    'arn:aws:lambda:eu-west-1:111111111111:function:feedback',
  );
  mail.deliverFeedbackTo(feedback);
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
        MatchingEventTypes: ['bounce', 'complaint'],
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      },
    });
  });

  it('sends bounce and complaint events to the feedback function', () => {
    const template = build('mail.example.com');

    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
      }),
      Targets: [
        Match.objectLike({ Arn: 'arn:aws:lambda:eu-west-1:111111111111:function:feedback' }),
      ],
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
