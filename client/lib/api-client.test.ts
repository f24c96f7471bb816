import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, errorText } from './api-client';

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
    const error = apiErrorFrom(502, 'Bad Gateway', '');
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
    expect(errorText(error, "Errore durante l'upload")).toBe("Errore durante l'upload");
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
