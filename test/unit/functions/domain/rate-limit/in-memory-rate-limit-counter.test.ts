/** The in-memory rate limit counter the domain tests use keeps the same contract as DynamoDB's. */
import { InMemoryRateLimitCounter } from './in-memory-rate-limit-counter';
import { rateLimitCounterContract } from './rate-limit-counter-contract';

rateLimitCounterContract('InMemoryRateLimitCounter', () => new InMemoryRateLimitCounter());
