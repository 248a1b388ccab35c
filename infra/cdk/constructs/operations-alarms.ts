/**
 * Who hears about failures: one SNS topic (an e-mail subscription per stage, `alarmEmail`) as the
 * action of every alarm of the stage, and the alarms a serverless API needs beside the queues'
 * dead-letter alarms: function errors and throttles, and the API's 5xx rate.
 *
 * Function alarms group up to ten functions in one metric-math alarm (CloudWatch's limit per
 * alarm), so the stage pays for a handful of alarms rather than two per function.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface OperationsAlarmsProps {
  /** Address subscribed to the topic; none leaves the topic for ops to subscribe to. */
  email?: string;
}

/** CloudWatch's limit of metrics in one alarm's expression. */
const metricsPerAlarm = 10;

const period = Duration.minutes(5);

export class OperationsAlarms extends Construct {
  readonly topic: sns.Topic;
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and states only; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key costs $1 a month per stage.',
    });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    this.action = new actions.SnsAction(this.topic);
  }

  /** Makes the topic the action of `alarm` (alarm and recovery). */
  notify(alarm: cloudwatch.Alarm): cloudwatch.Alarm {
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }

  /**
   * Alarms when any of `functions` errs or is throttled in a 5-minute period. The alarms live in
   * `scope` (default: here), so another stack that depends on this one (the site stack's render
   * worker) keeps its alarms beside its functions, notifying the same topic.
   */
  watchFunctions(
    functions: readonly lambda.IFunction[],
    scope: Construct = this,
    where = 'the API stack',
  ): void {
    for (let start = 0; start < functions.length; start += metricsPerAlarm) {
      const group = functions.slice(start, start + metricsPerAlarm);
      const number = start / metricsPerAlarm + 1;
      for (const [kind, metricOf] of [
        ['Errors', (fn: lambda.IFunction) => fn.metricErrors({ period })],
        ['Throttles', (fn: lambda.IFunction) => fn.metricThrottles({ period })],
      ] as const) {
        const usingMetrics = Object.fromEntries(group.map((fn, i) => [`m${i}`, metricOf(fn)]));
        this.notify(
          new cloudwatch.Alarm(scope, `Function${kind}${number}`, {
            alarmDescription: `Lambda ${kind.toLowerCase()} in function group ${number} of ${where} (see the alarm's metrics for the functions).`,
            metric: new cloudwatch.MathExpression({
              expression: Object.keys(usingMetrics).join(' + '),
              usingMetrics,
              period,
              label: `${kind} of ${group.length} functions`,
            }),
            threshold: 0,
            comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
            evaluationPeriods: 1,
            treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
          }),
        );
      }
    }
  }

  /** Alarms when over 5 % of the API's answers in 5 minutes are 5xx (with 10 requests at least). */
  watchApi(api: HttpApi): void {
    this.notify(
      new cloudwatch.Alarm(this, 'Api5xxRate', {
        alarmDescription: 'More than 5 % of the API answers were 5xx over 5 minutes.',
        metric: new cloudwatch.MathExpression({
          expression: 'IF(requests >= 10, 100 * errors / requests, 0)',
          usingMetrics: {
            errors: api.metricServerError({ period, statistic: cloudwatch.Stats.SUM }),
            requests: api.metricCount({ period, statistic: cloudwatch.Stats.SUM }),
          },
          period,
          label: '5xx answers (%)',
        }),
        threshold: 5,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
