/** The in-memory page store the domain tests use keeps the same contract as DynamoDB's. */
import { InMemoryPageStore } from './in-memory-page-store';
import { pageStoreContract } from './page-store-contract';

pageStoreContract('InMemoryPageStore', async () => new InMemoryPageStore());
