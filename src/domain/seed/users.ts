import type { User } from '@/domain/core/records';

/**
 * Seed users (spec section 3, "Seed users"; docs/product/decisions.md, "Seed data" and "Security").
 *
 * Demo credentials (listed in the README): admin `admin` / `admin123`, buyer `pembeli` /
 * `pembeli123`. Only salted PBKDF2-SHA-256 hashes are stored, pre-computed with Node's
 * `crypto.pbkdf2Sync(password, salt, 600000, 32, 'sha256')` so the browser never hashes at seed
 * time; `users.test.ts` re-derives them to prove they match.
 */
export const seedUsers: User[] = [
  {
    id: 'USR001',
    username: 'admin',
    email: 'admin@seulanga.id',
    role: 'admin',
    profileImage: '/images/avatars/admin.svg',
    addresses: [],
    passwordHash: {
      algorithm: 'PBKDF2-SHA-256',
      iterations: 600000,
      salt: 'XT/tEaiMUET8RFsDNmpmeQ==',
      hash: 'OdAYShUeoY10NH0ETc3PRe8qK6RNLDzoqTXkDw7biRw=',
    },
  },
  {
    id: 'USR002',
    username: 'pembeli',
    email: 'pembeli@example.com',
    role: 'buyer',
    profileImage: '/images/avatars/pembeli.svg',
    addresses: [
      {
        id: 'ADDR1749600000000',
        label: 'Rumah',
        recipientName: 'Rahmat Hidayat',
        phone: '081260457321',
        fullAddress: 'Jl. Teuku Nyak Arief No. 27, Lamgugob, Kec. Syiah Kuala, Banda Aceh, Aceh',
        postalCode: '23115',
        isDefault: true,
      },
    ],
    passwordHash: {
      algorithm: 'PBKDF2-SHA-256',
      iterations: 600000,
      salt: 'kXqJWWPNtxrNWhYkSngy/w==',
      hash: '8oYP8hIfLLkUWBQV+U3UMV/6j01FDNjg5RdIEcP37PI=',
    },
  },
];
