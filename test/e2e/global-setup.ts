/**
 * Starts the sandbox for the browser tests exactly as `npm start` runs it (after the build), on a
 * free port with a temp data dir, one per worker, and hands its URL and credentials to the specs
 * through the environment. Returns the teardown that stops them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consentRecord, essentialOnlyChoices } from '../../shared/rules/consent';
import { consentStorageKey } from '../../shared/schemas/consent';

/** Per-draft latency of the sandbox's offline model during the browser tests. */
export const offlineModelLatencyMs = 500;

/**
 * How many playwright workers run the specs (E2E_WORKERS, default 2). Each worker gets a sandbox
 * of its own, so specs that change site-wide state (settings, redirects, staff roles) or count
 * rows never meet another worker's writes.
 */
export function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? '2');
  return Number.isInteger(workers) && workers > 0 ? workers : 2;
}

/** The environment variable a worker's sandbox settings travel in (playwright.config.ts). */
export const sandboxSlotVariable = (slot: number) => `E2E_SANDBOX_${slot}`;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, () => startSandbox()),
  );
  const sandboxes = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = () => Promise.all(sandboxes.map((sandbox) => sandbox.stop()));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    // No teardown runs when the setup fails: stop the sandboxes that did start here.
    await stopAll();
    throw failure.reason;
  }
  sandboxes.forEach((sandbox, slot) => {
    process.env[sandboxSlotVariable(slot)] = JSON.stringify(sandbox.env);
  });
  // The first sandbox is also the default: one worker, and anything outside the workers.
  Object.assign(process.env, sandboxes[0]!.env);
  return async () => {
    await stopAll();
  };
}

interface StartedSandbox {
  /** What the specs read: BASE_URL, SANDBOX_DATA_DIR, ADMIN_*, MAILBOX_URL, E2E_STORAGE_STATE. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function startSandbox(): Promise<StartedSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-sandbox-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      // As `npm start` runs it, and as the Lambdas run: React's production build renders pages.
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      // Sign-up tests register addresses of this domain; anything else must be refused.
      ADMIN_EMAIL_DOMAINS: 'staff.example.com',
      // Drafts take this long each, as a real model's take seconds: a batch is still running
      // while the page reloads, however fast the machine (generation-batch.spec.ts).
      OFFLINE_MODEL_LATENCY_MS: String(offlineModelLatencyMs),
      // Tests act as many clients of the rate limits (site-helpers.ts useFreshClientIp).
      SANDBOX_CLIENT_ADDRESS_HEADER: 'x-forwarded-for',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Generous: the seed and the emulators take seconds alone, minutes on a shared, busy machine.
    const timer = setTimeout(
      () => reject(new Error(`sandbox did not start in 180 s:\n${output}`)),
      180_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/Site:\s+(http:\/\/localhost:\d+)\//)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}:\n${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    env: {
      BASE_URL: url,
      SANDBOX_DATA_DIR: dataDir,
      ADMIN_EMAIL: output.match(/Admin e-mail:\s+(\S+)/)![1]!,
      ADMIN_PASSWORD: output.match(/Admin password:\s+(\S+)/)![1]!,
      // The SES emulator's mailbox page (every e-mail the site sends).
      MAILBOX_URL: output.match(/Mailbox:\s+(\S+)/)![1]!,
      E2E_STORAGE_STATE: writeConsentState(dataDir, url),
    },
    stop,
  };
}

/**
 * A browser storage state holding a valid cookie consent (essential only) for the sandbox's
 * origin. playwright.config.ts starts every context from it, so the consent dialog (modal, shown
 * to first-time visitors) does not cover the pages under test; the consent specs start empty.
 */
function writeConsentState(dataDir: string, origin: string): string {
  const file = join(dataDir, 'e2e-storage-state.json');
  const consent = consentRecord(essentialOnlyChoices, Date.now());
  const state = {
    cookies: [],
    origins: [
      { origin, localStorage: [{ name: consentStorageKey, value: JSON.stringify(consent) }] },
    ],
  };
  writeFileSync(file, JSON.stringify(state));
  return file;
}
