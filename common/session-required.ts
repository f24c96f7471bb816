/**
 * The API's answer (401) to a private request without a live session. The client reads it as "the session
 * ended on the server" (idle timeout, password changed elsewhere, account removed); the sign-in steps answer
 * their own 401s in other words, so a wrong password is never taken for that.
 */
export const SESSION_REQUIRED_MESSAGE = 'Accesso richiesto.';
