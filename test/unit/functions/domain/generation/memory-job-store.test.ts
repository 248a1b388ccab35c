/** The in-memory job store the domain tests use keeps the same contract as DynamoDB's. */
import { jobStoreContract } from './job-store-contract';
import { MemoryJobStore } from './memory-job-store';

jobStoreContract('MemoryJobStore', async () => new MemoryJobStore());
