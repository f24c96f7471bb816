import { SESSION_REQUIRED_MESSAGE } from '@common/session-required';
import { UNAVAILABLE_MESSAGE } from '@common/unavailable';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFrom, errorText, isRefusal, isSessionEnded, onSessionEnded } from './api-client';

describe('apiErrorFrom', () => {
  it('reads the server message of a JSON body and keeps "status: body" as the message', () => {
    const error = apiErrorFrom(415, 'Unsupported Media Type', '{"message":"Tipo di file non supportato"}');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(415);
    expect(error.message).toBe('415: {"message":"Tipo di file non supportato"}');
    expect(error.serverMessage).toBe('Tipo di file non supportato');
    expect(errorText(error, "Errore durante l'upload")).toBe('Tipo di file non supportato');
  });

  it('falls back to the status text for an empty body, with no server message', () => {
    const error = apiErrorFrom(500, 'Internal Server Error', '');
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
    expect(errorText(error, "Errore durante l'upload")).toBe("Errore durante l'upload");
  });

  it('says the service is down for a bare 502, 503 or 504 (the proxy answering for a stopped site)', () => {
    for (const [status, text] of [
      [502, 'Bad Gateway'],
      [503, 'Service Unavailable'],
      [504, 'Gateway Timeout'],
    ] as const) {
      const error = apiErrorFrom(status, text, '<html><body>nginx</body></html>');
      expect(errorText(error, "Errore durante l'upload")).toBe(UNAVAILABLE_MESSAGE);
    }
    expect(errorText(apiErrorFrom(501, 'Not Implemented', ''), 'Altro')).toBe('Altro');
  });

  it('keeps the field each refusal belongs to', () => {
    const body = '{"message":"Già usato","fieldErrors":{"partitaIva":"Già usato"}}';
    expect(apiErrorFrom(409, 'Conflict', body).fieldErrors).toEqual({ partitaIva: 'Già usato' });
    expect(apiErrorFrom(409, 'Conflict', '{"message":"Già usato"}').fieldErrors).toEqual({});
  });

  it('keeps a body that is not JSON, or JSON without a message, out of the server message', () => {
    expect(apiErrorFrom(500, 'Internal Server Error', '<html>oops</html>').serverMessage).toBeUndefined();
    expect(apiErrorFrom(400, 'Bad Request', '{"error":"x"}').serverMessage).toBeUndefined();
    expect(apiErrorFrom(400, 'Bad Request', '{"message":42}').serverMessage).toBeUndefined();
  });

  it('gives the fallback for errors that are not from the API (a dropped connection)', () => {
    expect(errorText(new TypeError('Network request failed'), 'Upload failed')).toBe('Upload failed');
  });
});

describe('isRefusal', () => {
  it('is a 4xx that judged what was sent, not a wait, a failure of the service or a lost connection', () => {
    expect(isRefusal(apiErrorFrom(401, 'Unauthorized', '{"message":"Credenziali non valide"}'))).toBe(true);
    expect(isRefusal(apiErrorFrom(400, 'Bad Request', ''))).toBe(true);
    expect(isRefusal(apiErrorFrom(429, 'Too Many Requests', ''))).toBe(false);
    expect(isRefusal(apiErrorFrom(503, 'Service Unavailable', ''))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('an ended session', () => {
  it('is told to the listener once per failed answer, wherever the request came from', () => {
    const listener = vi.fn();
    onSessionEnded(listener);
    const error = apiErrorFrom(401, 'Unauthorized', JSON.stringify({ message: SESSION_REQUIRED_MESSAGE }));
    expect(isSessionEnded(error)).toBe(true);
    expect(listener).toHaveBeenCalledExactlyOnceWith(error);
  });

  it("is not a sign-in step's own refusal, nor another status", () => {
    const listener = vi.fn();
    onSessionEnded(listener);
    const wrongPassword = apiErrorFrom(401, 'Unauthorized', '{"message":"Credenziali non valide"}');
    const forbidden = apiErrorFrom(403, 'Forbidden', JSON.stringify({ message: SESSION_REQUIRED_MESSAGE }));
    expect([wrongPassword, forbidden, new Error('offline')].map(isSessionEnded)).toEqual([
      false,
      false,
      false,
    ]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('found before anyone listened (a route loader runs first) reaches the listener as it arrives', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    const error = fresh.apiErrorFrom(
      401,
      'Unauthorized',
      JSON.stringify({ message: SESSION_REQUIRED_MESSAGE }),
    );
    const late = vi.fn();
    fresh.onSessionEnded(late);
    expect(late).toHaveBeenCalledExactlyOnceWith(error);
    const later = vi.fn();
    fresh.onSessionEnded(later);
    expect(later).not.toHaveBeenCalled();
  });
});
