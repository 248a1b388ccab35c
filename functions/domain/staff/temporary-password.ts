/**
 * The temporary password of an invitation: random (node's CSPRNG), 16 characters, and always
 * within the pool's policy (shared/rules/password-policy.ts), which Cognito enforces on it too.
 * Letters and digits that read alike (O/0, l/1/I) are left out: the invitee may type it.
 */
import { randomInt } from 'node:crypto';

const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const lower = 'abcdefghijkmnopqrstuvwxyz';
const digits = '23456789';
// Symbols Cognito counts, none of which a mail client or a URL would take for markup.
const symbols = '!#%+-=?@^_';
const length = 16;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/** A fresh temporary password: one of each class the policy asks for, the rest from all. */
export function newTemporaryPassword(): string {
  const all = upper + lower + digits + symbols;
  const chars = [pick(upper), pick(lower), pick(digits), pick(symbols)];
  while (chars.length < length) chars.push(pick(all));
  // Fisher-Yates, so the required classes sit anywhere.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
