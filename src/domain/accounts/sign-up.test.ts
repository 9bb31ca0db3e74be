/** The sign-up decision (src/domain/accounts/sign-up.ts). */
import { decideSignUp } from './sign-up';

const details = { username: 'Cut_Nyak', email: 'Cut@Contoh.id', password: 'rahasia1' };
let ids = 0;
const newUserId = () => `USR-${++ids}`;

describe('decideSignUp', () => {
  it('makes a buyer with the name and address as typed, and draws an id only when accepted', () => {
    ids = 0;
    expect(decideSignUp({ details, existing: [{ username: 'admin', email: 'admin@seulanga.id' }], newUserId })).toEqual({
      ok: true,
      plan: { account: { id: 'USR-1', username: 'Cut_Nyak', email: 'Cut@Contoh.id', role: 'buyer' } },
    });
    decideSignUp({ details, existing: [{ username: 'cut_nyak', email: 'x@y.id' }], newUserId });
    expect(ids).toBe(1);
  });

  it('refuses a username or e-mail in use in any letter case, the username first', () => {
    const both = decideSignUp({ details, existing: [{ username: 'CUT_NYAK', email: 'cut@contoh.id' }], newUserId });
    expect(!both.ok && both.refusal).toMatchObject({ message: 'Username sudah digunakan.', fieldErrors: { username: 'Username sudah digunakan.' } });
    const email = decideSignUp({ details, existing: [{ username: 'lain', email: 'CUT@contoh.ID' }], newUserId });
    expect(!email.ok && email.refusal).toMatchObject({ message: 'Email sudah digunakan.', fieldErrors: { email: 'Email sudah digunakan.' } });
  });
});
