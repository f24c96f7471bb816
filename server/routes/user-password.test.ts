import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (cookies: Record<string, string> | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/password', payload, cookies });

describe('POST /api/user/password', () => {
  it('changes the password and ends every other session of the user', async () => {
    const user = await createUser(t.app, { username: 'carla', password: 'vecchia-password' });
    const phone = await login(t.app, 'carla', user.password);
    const laptop = await login(t.app, 'carla', user.password);
    const res = await change(laptop, {
      currentPassword: 'vecchia-password',
      newPassword: 'nuova-password',
      confirmPassword: 'nuova-password',
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user', cookies: laptop })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', cookies: phone })).statusCode).toBe(401);
    await expect(login(t.app, 'carla', 'vecchia-password')).rejects.toThrow('401');
    await login(t.app, 'carla', 'nuova-password');
  });

  it('refuses a wrong current password', async () => {
    await createUser(t.app, { username: 'dario', password: 'dario-password' });
    const cookies = await login(t.app, 'dario', 'dario-password');
    const res = await change(cookies, {
      currentPassword: 'not-my-password',
      newPassword: 'nuova-password',
      confirmPassword: 'nuova-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'La password attuale non è corretta' });
  });

  it.each([
    [
      { currentPassword: 'dario-password', newPassword: 'corta', confirmPassword: 'corta' },
      'Password deve contenere almeno 6 caratteri',
    ],
    [
      { currentPassword: 'dario-password', newPassword: 'nuova-password', confirmPassword: 'altra-password' },
      'Le password non corrispondono',
    ],
    [
      { currentPassword: 'dario-password', newPassword: 'dario-password', confirmPassword: 'dario-password' },
      'La nuova password deve essere diversa da quella attuale',
    ],
  ])('validates %j', async (payload, message) => {
    const cookies = await login(t.app, 'dario', 'dario-password');
    const res = await change(cookies, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a session', async () => {
    const res = await change(undefined, {
      currentPassword: 'a',
      newPassword: 'bbbbbb',
      confirmPassword: 'bbbbbb',
    });
    expect(res.statusCode).toBe(401);
  });
});
