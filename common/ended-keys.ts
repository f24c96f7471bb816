// The screens' words for what a way back into an account ended besides its sessions and passkeys
// (schemas/ended-keys.ts), for the person's own account or, with `username`, another's.

/** A sentence for each key that ended, each after a space; '' when none did. */
export function endedKeysSentence(
  ended: { apiTokensRevoked: number; calendarEnded: boolean },
  username?: string,
): string {
  const n = ended.apiTokensRevoked;
  const counted = n === 1 ? '1 token di accesso' : `${n} token di accesso`;
  const tokens =
    n === 0
      ? ''
      : username === undefined
        ? ` ${n === 1 ? 'Revocato 1 token di accesso che avevi creato' : `Revocati ${counted} che avevi creato`}: per il gestionale creane ${n === 1 ? 'uno nuovo' : 'di nuovi'} in 'Token di accesso'.`
        : ` ${n === 1 ? 'Revocato' : 'Revocati'} ${counted} ${n === 1 ? 'creato' : 'creati'} da ${username}: il gestionale che ${n === 1 ? 'lo usava' : 'li usava'} ha bisogno di un nuovo token.`;
  const calendar = !ended.calendarEnded
    ? ''
    : username === undefined
      ? " L'indirizzo del tuo calendario delle scadenze è stato disattivato: puoi crearne uno nuovo nel profilo."
      : ` L'indirizzo del calendario di ${username} è stato disattivato.`;
  return tokens + calendar;
}

/** What a confirmation says beforehand will end with an account's sessions, by its role. */
export function lastingKeysWarning(user: { role: string; username: string }): string {
  return user.role === 'admin'
    ? ` Anche i token di accesso creati da ${user.username} verranno revocati.`
    : " Anche l'indirizzo del suo calendario delle scadenze, se ne ha uno, verrà disattivato.";
}
