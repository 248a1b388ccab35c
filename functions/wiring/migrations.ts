/** The data migrations' wiring: the `migrate` function runs the one list (adapters/migrations). */
export { runMigrations, type MigrationRun } from '@functions/adapters/migrations/migrations';
