import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRevision } from '../support/test-users.ts';
import { API_PATHS } from '../../src/domain/services.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

const TOO_EASY = 'Too easy to guess: use a longer password, or words and characters less common';
const tooEasy = { field: 'password', message: TOO_EASY, key: 'fields:passwordTooEasy' };
const person = (n: number, password: string) => ({
  employeeNo: `PW${n}`,
  email: `pw${n}.person@demo.panel`,
  password,
  firstName: 'Mariam',
  lastName: 'Haddad',
});
const register = (body: object) => t.app.inject({ method: 'POST', url: API_PATHS.register, payload: body, remoteAddress: '10.9.0.1' });
const create = (body: object) =>
  t.app.inject({ method: 'POST', url: API_PATHS.users, payload: body, headers: { authorization: `Bearer ${admin}` } });

describe('the passwords people choose', () => {
  it('are at least 12 characters, said on the field', async () => {
    const reply = await register(person(1, 'Xk4#pq9Lm2'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      { field: 'password', message: 'At least 12 characters', key: 'fields:atLeast', params: { min: '12' } },
    ]);
  });

  it.each(['password1234', 'qwertyuiop12', 'Password2024!', 'pw2.person@demo'])(
    'refuses a common or guessable one: %s',
    async (password) => {
      const reply = await register(person(2, password));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toEqual([tooEasy]);
      expect(await t.app.db.selectFrom('users').select('id').where('employee_no', '=', 'PW2').executeTakeFirst()).toBeUndefined();
    },
  );

  it('says the label and the problem in Arabic, and the message names the field', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: API_PATHS.register,
      payload: person(6, 'password1234'),
      headers: { 'accept-language': 'ar' },
      remoteAddress: '10.9.0.3',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      message: 'كلمة المرور: من السهل جدًا تخمينها: استخدم كلمة مرور أطول أو كلمات وأحرفًا أقل شيوعًا',
      errors: [{ field: 'password', key: 'fields:passwordTooEasy' }],
    });
    expect((await register(person(7, 'password1234'))).json().message).toBe(`Password: ${TOO_EASY}`);
  });

  it('takes one that is long and uncommon, at registration and from an administrator', async () => {
    expect((await register(person(3, 'Sand-dune@lantern42'))).statusCode).toBe(201);
    expect((await create(person(4, 'Brass compass 7 falcons'))).statusCode).toBe(201);
    expect((await create(person(5, 'letmein12345'))).json().errors).toEqual([tooEasy]);
  });

  it("refuses a reset to a common password, or one made of the user's own email, and keeps the old one", async () => {
    const { id } = await t.app.db.selectFrom('users').select('id').where('employee_no', '=', 'PW4').executeTakeFirstOrThrow();
    const reset = async (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${API_PATHS.users}/${id}/password`,
        payload: { password, revision: await userRevision(t.app.db, id) },
        headers: { authorization: `Bearer ${admin}` },
      });
    expect((await reset('pw4.person2024')).json().errors).toEqual([tooEasy]);
    expect((await reset('1234567890ab')).statusCode).toBe(400);
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username: 'PW4', password }, remoteAddress: '10.9.0.2' });
    expect((await signIn('Brass compass 7 falcons')).statusCode).toBe(200);
    expect((await reset('Olive-grove@harbour9')).statusCode).toBe(200);
    expect((await signIn('Olive-grove@harbour9')).statusCode).toBe(200);
  });
});
