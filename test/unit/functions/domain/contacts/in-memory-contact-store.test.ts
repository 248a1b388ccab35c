/** The in-memory contact store the domain tests use keeps the same contract as DynamoDB's. */
import { contactStoreContract } from './contact-store-contract';
import { InMemoryContactStore } from './in-memory-contact-store';

contactStoreContract('InMemoryContactStore', async () => new InMemoryContactStore());
