import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oneTimePassword } from '../cli/admin-commands';
import { appRoot } from '../paths';
import { passwordProblem } from './password-policy';

const COMMON = 'Questa password è tra le più usate e facili da indovinare: scegline una diversa';
const WITH_EXTRAS =
  'Questa password è una parola comune con solo numeri o simboli aggiunti, facile da indovinare: ' +
  'scegline una diversa, per esempio una frase di più parole';
const REPEATED =
  'Questa password ripete gli stessi caratteri o la stessa parola ed è facile da indovinare: scegline una diversa';
const SEQUENCE =
  'Questa password è una sequenza di caratteri consecutivi o di tasti vicini: scegline una diversa';

describe('passwordProblem', () => {
  it.each(['123456', 'corta', 'Abcdefghij!'])('refuses %j as shorter than 12 characters', (password) => {
    expect(passwordProblem(password, 'mario.rossi')).toBe('La password deve essere di almeno 12 caratteri');
  });

  it.each([
    'password1234',
    'juventus1897',
    'PASSWORD1234',
    '123456789012',
    'qazwsxedcrfv',
    'password123456',
    'forzajuve1897',
  ])('refuses %j, on the list', (password) => {
    expect(passwordProblem(password, 'mario.rossi')).toBe(COMMON);
  });

  it.each([
    'juventus1897!',
    'Password2024!!',
    'ciao12345678',
    '!!tiamo2024!!',
    '  amore 2024 2025 ',
    'Napoli1926!!',
    'P4ssw0rd2024!',
    'famiglia12345',
  ])('refuses %j, a listed word with only digits or symbols around it', (password) => {
    expect(passwordProblem(password, 'mario.rossi')).toBe(WITH_EXTRAS);
  });

  it.each(['aaaaaaaaaaaa', '121212121212', 'ciaociaociao', 'juventusjuventus'])(
    'refuses %j, a repetition',
    (p) => {
      expect(passwordProblem(p, 'mario.rossi')).toBe(REPEATED);
    },
  );

  it.each(['abcdefghijkl', 'zyxwvutsrqpo', 'qwertyuiopas', '890123456789'])('refuses %j, a run', (p) => {
    expect(passwordProblem(p, 'mario.rossi')).toBe(SEQUENCE);
  });

  it('refuses the username, alone or with digits and symbols around it', () => {
    expect(passwordProblem(' Mario.Rossi.Bianchi ', 'mario.rossi.bianchi')).toBe(
      'La password non può coincidere con lo username',
    );
    expect(passwordProblem('mario.rossi2024!', 'Mario.Rossi')).toBe(
      'La password non può essere lo username con numeri o simboli aggiunti',
    );
  });

  it.each([
    'cavallo batteria graffetta',
    'Franco-Bilancio-2026',
    'amore mio dolce 2024',
    'la juventus vince sempre',
    'Ho-Casa-Mia-1978',
    'Xq7!mT2#pL9v',
  ])('accepts %j', (password) => {
    expect(passwordProblem(password, 'mario.rossi')).toBeNull();
  });

  it('accepts the one-time passwords npm run admin prints', () => {
    for (let i = 0; i < 500; i++) expect(passwordProblem(oneTimePassword(), 'anna.bianchi')).toBeNull();
  });
});

describe('the list of common passwords', () => {
  const lines = readFileSync(path.join(appRoot, 'server/users/common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));

  it('holds a few thousand lower-case passwords, each once, with the Italian ones', () => {
    expect(lines.length).toBeGreaterThan(3000);
    expect(lines.every((l) => l === l.trim().toLowerCase())).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines).toEqual(
      expect.arrayContaining(['password123', 'ciao1234', 'juventus', 'forzajuve', 'tiamo']),
    );
  });
});
