// Security seam: password-reset codes. A code is 6 random digits (SPEC §9), so it is only as
// strong as the limits around it: it lives 15 minutes, dies after a few wrong tries, is single
// use, and is stored only as a salted scrypt hash. A fast hash (HMAC/SHA) of a 6-digit code would
// be brute-forced from a leaked table in well under a second; scrypt makes that take hours,
// longer than the code lives.
import { randomInt } from 'node:crypto';
import { RESET_CODE_LENGTH } from '../../contract/auth';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

/** A uniformly random code of RESET_CODE_LENGTH digits, leading zeros kept. */
export function generateResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
}

export function hashResetCode(code: string, cost: number): Promise<string> {
  return hashPassword(code, cost);
}

/** Compares a submitted code with the stored hash (constant time inside verifyPassword). */
export function verifyResetCode(code: string, storedHash: string): Promise<boolean> {
  return verifyPassword(code, storedHash);
}

/** Spends the time of one code check when there is no code to check (keeps timing uniform). */
export function verifyNoResetCode(code: string, cost: number): Promise<false> {
  return verifyAgainstDummy(code, cost);
}
