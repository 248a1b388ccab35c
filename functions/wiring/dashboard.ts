/** The dashboard's wiring: the exact counts every write keeps. */
import { counterRepository } from '@functions/adapters/repositories/counters-repository';

/** What the dashboard needs. */
export const dashboardDeps = { counts: counterRepository };
