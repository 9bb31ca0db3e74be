/** The sign-up decision (src/domain/accounts/sign-up.ts). */
import { decideSignUp } from './sign-up';

const details = { username: 'Cut_Nyak', email: 'Cut@Contoh.id', password: 'rahasia1' };
const passwordHash = 'HASH';
let ids = 0;
const newUserId = () => `USR-${++ids}`;
const now = new Date('2025-03-01T08:00:00.000Z');

describe('decideSignUp', () => {
  it('makes a buyer with the name and address as typed, and draws an id only when accepted', () => {
    ids = 0;
    const account = {
      id: 'USR-1',
      username: 'Cut_Nyak',
      email: 'Cut@Contoh.id',
      role: 'buyer',
      profileImage: '',
      addresses: [],
      createdAt: '2025-03-01T08:00:00.000Z',
    };
    expect(decideSignUp({ details, passwordHash, existing: [{ username: 'admin', email: 'admin@seulanga.id' }], newUserId, now })).toEqual({
      ok: true,
      plan: { effects: [{ kind: 'insertAccount', account, passwordHash }], account },
    });
    decideSignUp({ details, passwordHash, existing: [{ username: 'cut_nyak', email: 'x@y.id' }], newUserId, now });
    expect(ids).toBe(1);
  });

  it('refuses a username or e-mail in use in any letter case, the username first', () => {
    const both = decideSignUp({ details, passwordHash, existing: [{ username: 'CUT_NYAK', email: 'cut@contoh.id' }], newUserId, now });
    expect(!both.ok && both.refusal).toMatchObject({ message: 'Username sudah digunakan.', fieldErrors: { username: 'Username sudah digunakan.' } });
    const email = decideSignUp({ details, passwordHash, existing: [{ username: 'lain', email: 'CUT@contoh.ID' }], newUserId, now });
    expect(!email.ok && email.refusal).toMatchObject({ message: 'Email sudah digunakan.', fieldErrors: { email: 'Email sudah digunakan.' } });
  });
});
