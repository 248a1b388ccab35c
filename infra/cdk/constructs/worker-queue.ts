/**
 * A work queue with its dead-letter queue and the alarm that says something landed there.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface WorkerQueueProps {
  /** Timeout of the consuming function; the visibility timeout is six times this (AWS guidance). */
  workerTimeout: Duration;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** How long an unprocessed message is kept. @default 4 days (queue), 14 days (DLQ) */
  retentionPeriod?: Duration;
  /** What the alarm says when it fires. */
  alarmDescription: string;
}

export interface WorkerOptions {
  batchSize: number;
  /** Event-source maximum concurrency (2 to 1000): the guard on downstream quotas. */
  maxConcurrency: number;
}

/**
 * Queue + DLQ (both SSE-SQS encrypted, TLS only) + an alarm on messages arriving in the DLQ.
 * Workers are attached with `addWorker`, which wires an SQS event source that reports partial
 * batch failures, so one bad message does not make its batch-mates run twice.
 */
export class WorkerQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly alarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: WorkerQueueProps) {
    super(scope, id);

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      // The DLQ is consumed by its own worker; give it the same margin as the main queue.
      visibilityTimeout: Duration.seconds(props.workerTimeout.toSeconds() * 6),
    });

    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(props.workerTimeout.toSeconds() * 6),
      retentionPeriod: props.retentionPeriod ?? Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
    });

    // Arrivals, not what is waiting: the DLQ's own worker drains it within seconds, so a count of
    // visible messages sampled every few minutes would almost never see one. Messages received
    // from the DLQ are added, since each arrival is received by that worker.
    const arrivals = { period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM };
    this.alarm = new cloudwatch.Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: props.alarmDescription,
      metric: new cloudwatch.MathExpression({
        expression: 'sent + received',
        usingMetrics: {
          sent: this.deadLetterQueue.metricNumberOfMessagesSent(arrivals),
          received: this.deadLetterQueue.metricNumberOfMessagesReceived(arrivals),
        },
        period: Duration.minutes(5),
        label: 'Messages arriving in the dead-letter queue',
      }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }

  /** Makes `fn` the consumer of the main queue. */
  addWorker(fn: lambda.IFunction, options: WorkerOptions): void {
    if (options.maxConcurrency < 2 || options.maxConcurrency > 1000) {
      throw new Error(
        `SQS event sources accept a maximum concurrency of 2 to 1000, not ${options.maxConcurrency}.`,
      );
    }
    fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: options.batchSize,
        maxConcurrency: options.maxConcurrency,
        reportBatchItemFailures: true,
      }),
    );
  }

  /** Makes `fn` the consumer of the dead-letter queue (one message at a time). */
  addDeadLetterWorker(fn: lambda.IFunction): void {
    fn.addEventSource(
      new SqsEventSource(this.deadLetterQueue, { batchSize: 1, reportBatchItemFailures: true }),
    );
  }
}
