import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NEW_PASSWORD_MIN } from '@common/limits';
import { HttpError } from '../http-error';
import { appRoot } from '../paths';

const LIST_FILE = path.join(appRoot, 'server/users/common-passwords.txt');

const TOO_SHORT = `La password deve essere di almeno ${NEW_PASSWORD_MIN} caratteri`;
const SAME_AS_USERNAME = 'La password non può coincidere con lo username';
const USERNAME_WITH_EXTRAS = 'La password non può essere lo username con numeri o simboli aggiunti';
const COMMON = 'Questa password è tra le più usate e facili da indovinare: scegline una diversa';
const COMMON_WITH_EXTRAS =
  'Questa password è una parola comune con solo numeri o simboli aggiunti, facile da indovinare: ' +
  'scegline una diversa, per esempio una frase di più parole';
const REPEATED =
  'Questa password ripete gli stessi caratteri o la stessa parola ed è facile da indovinare: scegline una diversa';
const SEQUENCE =
  'Questa password è una sequenza di caratteri consecutivi o di tasti vicini: scegline una diversa';

let common: Set<string> | undefined;

// A few thousand lines shipped with the code: read once, on first use, into a Set.
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** What is left once digits, symbols and spaces before and after the letters are taken off. */
const core = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

// The usual letter-for-digit swaps (p4ssw0rd): read back as the word they hide.
const LEET: Record<string, string> = {
  '4': 'a',
  '@': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
};
const unleet = (s: string) => s.replace(/[4@31!05$7]/g, (c) => LEET[c]!);

// Runs people type instead of a password, forwards or backwards: the alphabet, the digits, the keyboard rows.
const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
];

function isRun(s: string): boolean {
  return RUNS.some((run) => {
    const long = run.repeat(Math.ceil(s.length / run.length) + 1);
    return long.includes(s) || [...long].reverse().join('').includes(s);
  });
}

/**
 * An Italian reason to refuse a new password, or null when it is acceptable:
 * the one policy for every place a password is set. Short, the username,
 * a listed password, or a listed word with only digits and symbols around it
 * (`juventus1897!`) is refused; a phrase of several words, even common ones,
 * passes.
 */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < NEW_PASSWORD_MIN) return TOO_SHORT;
  const lower = password.trim().toLowerCase();
  const name = username.trim().toLowerCase();
  const letters = core(lower);
  if (lower === name) return SAME_AS_USERNAME;
  if (letters !== '' && (letters === name || letters === core(name))) return USERNAME_WITH_EXTRAS;

  const list = commonPasswords();
  const listed = (s: string) => s !== '' && (list.has(s) || list.has(unleet(s)));
  if (listed(lower)) return COMMON;
  if (listed(letters)) return COMMON_WITH_EXTRAS;
  // The repeated part of `ciaociaociao`, when the password is one.
  const unit = /^(.+?)\1+$/su.exec(lower)?.[1];
  if (unit && (unit.length <= 4 || listed(core(unit)))) return REPEATED;
  if (new Set(lower).size <= 3) return REPEATED;
  if (isRun(lower)) return SEQUENCE;
  return null;
}

/** For a route: 400 with the reason when the password is refused. */
export function refuseWeakPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new HttpError(400, problem);
}
