/**
 * The texts of e-mail verification (server mode; docs/decisions/022-verified-email.md): the
 * profile's state and button, the verification page, and the refusals of a link. A catalogue of
 * its own (src/shared/messages.ts holds the rest), so the first load, which shows none of them,
 * does not carry them: only the profile, the verification page and the server read them.
 */
export const verificationMessages = {
  statusLabel: 'Status e-mail:',
  verified: 'Terverifikasi',
  unverified: 'Belum diverifikasi',
  unverifiedHint: 'E-mail pesanan dikirim setelah alamat ini diverifikasi. Buka tautan yang kami kirim ke alamat ini.',
  resend: 'Kirim Ulang Tautan Verifikasi',
  resent: 'Tautan verifikasi telah dikirim. Periksa kotak masuk e-mail Anda.',
  confirm: 'Verifikasi E-mail',
  success: 'E-mail Anda berhasil diverifikasi.',
  pageIntro: 'Tekan tombol di bawah untuk memastikan alamat e-mail ini milik Anda.',
  tokenMissing: 'Tautan verifikasi tidak lengkap. Buka kembali tautan dari e-mail Anda.',
  tokenInvalid: 'Tautan verifikasi tidak valid. Minta tautan baru dari halaman Pengaturan Akun.',
  tokenUsed: 'Tautan verifikasi ini sudah digunakan.',
  tokenExpired: 'Tautan verifikasi sudah kedaluwarsa (berlaku 48 jam). Minta tautan baru dari halaman Pengaturan Akun.',
  tokenSuperseded:
    'Tautan verifikasi ini sudah tidak berlaku karena ada tautan yang lebih baru atau alamat e-mail akun telah diubah.',
  alreadyVerified: 'Alamat e-mail Anda sudah terverifikasi.',
  noEmail: 'Akun ini belum memiliki alamat e-mail.',
} as const;
