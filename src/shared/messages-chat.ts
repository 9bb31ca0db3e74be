/**
 * The chat's texts: part of the message catalogue (./messages.ts holds the storefront's;
 * docs/decisions/029-message-modules.md), in a module of its own so the storefront's first load
 * does not carry them.
 */

/** Messages of the chat (spec sections 2, 4, 5, 8). */
export const chatMessages = {
  title: 'Hubungi Admin',
  placeholder: 'Ketik pesan...',
  requiresBuyer: 'Anda harus masuk sebagai pembeli untuk chat dengan penjual.',
  noThreads: 'Belum ada pembeli yang memulai chat.',
  pickThread: 'Pilih pembeli untuk memulai chat',
  empty: 'Belum ada pesan. Tulis pertanyaan Anda untuk admin.',
  blank: 'Pesan tidak boleh kosong.',
  tooLong: 'Pesan maksimal 2.000 karakter.',
  buyerRequired: 'Pilih pembeli terlebih dahulu.',
  /** A buyer's message past the thread's unread backlog (`CHAT_UNREAD_CAP`, src/domain/chat/send.ts). */
  unreadCapReached: 'Pesan Anda belum dibaca penjual. Tunggu balasan sebelum mengirim lebih banyak pesan.',
  /** A thread's page asked from a cursor that is malformed or names no message of it (src/domain/chat/paging.ts). */
  cursorInvalid: 'Posisi pesan tidak valid. Muat ulang percakapan.',
  /** A page of the admin's thread list asked from a malformed cursor (src/domain/chat/thread-paging.ts). */
  threadCursorInvalid: 'Posisi daftar percakapan tidak valid. Muat ulang daftar.',
  /** The button below the admin's thread list while older threads are left. */
  loadMoreThreads: 'Muat percakapan lainnya',
  /** Announced while the admin's next page of threads loads. */
  loadingMoreThreads: 'Memuat percakapan lainnya...',
  /** The button above a thread's oldest loaded message. */
  loadOlder: 'Muat pesan sebelumnya',
  loadingOlder: 'Memuat pesan sebelumnya...',
} as const;
