import type { Review } from '@/domain/core/records';
import { shiftedToToday, type SeedClock } from './clock';

/**
 * Seed reviews (spec section 3, "Review" and "Seed data"): 16 reviews rated 4 or 5, spread over
 * the catalogue and the nine months before the seed's today (dated below for the day
 * `WRITTEN_FOR_DAY` of ./clock.ts, moved to today by `shiftedToToday`). Each id is `REV` plus the millisecond
 * timestamp of its `createdAt`.
 * Products 102 and 104 have no review yet, to show the empty state. The reviews of buyers without
 * an account in the seed are nobody's (`authorId: null`, below): an account registered later
 * under such a name never gets one (docs/decisions/017-owners-by-account-id.md).
 */
const reviews: Review[] = [
  {
    id: 'REV1739502765000',
    productId: 1,
    author: 'fadhil_gayo',
    rating: 5,
    text: 'Aromanya langsung tercium waktu paket dibuka. Diseduh pakai V60 rasanya manis, ada sentuhan cokelat. Pasti pesan lagi.',
    createdAt: '2025-02-14T03:12:45.000Z',
  },
  {
    id: 'REV1741428311000',
    productId: 71,
    author: 'teukuriza',
    rating: 5,
    text: 'Rasanya persis seperti kopi di warung Ulee Kareeng. Bikin sanger di rumah jadi gampang.',
    createdAt: '2025-03-08T10:05:11.000Z',
  },
  {
    id: 'REV1745221442000',
    productId: 11,
    author: 'cutmeutia88',
    rating: 5,
    text: 'Kue adee-nya lembut dan wangi, manisnya pas. Sampai di Medan masih bagus karena dikemas rapi dalam kotak.',
    createdAt: '2025-04-21T07:44:02.000Z',
  },
  {
    id: 'REV1746192037000',
    productId: 2,
    author: 'Pembeli Anonim',
    rating: 4,
    text: 'Keumamahnya kering dan bersih. Saya masak gulai keumamah, rasanya seperti buatan nenek. Hanya potongannya agak besar-besar.',
    createdAt: '2025-05-02T13:20:37.000Z',
  },
  {
    id: 'REV1747619900000',
    productId: 21,
    author: 'syarifah.aini',
    rating: 5,
    text: 'Minyak nilamnya asli, wanginya tahan lama. Saya teteskan ke diffuser, kamar harum seharian.',
    createdAt: '2025-05-19T01:58:20.000Z',
  },
  {
    id: 'REV1749634314000',
    productId: 1,
    author: 'pembeli',
    // The demo buyer's own review (USR002): it is his to edit (one review per product and buyer).
    authorId: 'USR002',
    rating: 4,
    text: 'Kopinya enak dan segar, tanggal sangrainya masih baru. Pengiriman ke Banda Aceh dua hari.',
    createdAt: '2025-06-11T09:31:54.000Z',
  },
  {
    id: 'REV1751285708000',
    productId: 31,
    author: 'muhammad_ikhsan',
    rating: 5,
    text: 'Jahitan kupiahnya rapi sekali dan ukurannya pas. Dipakai di pesta pernikahan adik, banyak yang tanya belinya di mana.',
    createdAt: '2025-06-30T12:15:08.000Z',
  },
  {
    id: 'REV1752727649000',
    productId: 61,
    author: 'dewi_lhok',
    rating: 5,
    text: 'Dendengnya empuk setelah digoreng dan bumbunya meresap. Anak-anak suka, habis dalam dua hari.',
    createdAt: '2025-07-17T04:47:29.000Z',
  },
  {
    id: 'REV1754380936000',
    productId: 91,
    author: 'nurulhusna',
    rating: 4,
    text: 'Anyamannya halus dan kuat, muat banyak barang. Warnanya sedikit lebih muda dari foto, tapi tetap cantik.',
    createdAt: '2025-08-05T08:02:16.000Z',
  },
  {
    id: 'REV1755959990000',
    productId: 101,
    author: 'Pembeli Anonim',
    rating: 5,
    text: 'Madunya kental dan tidak terlalu manis, ada rasa bunga hutan. Botolnya disegel rapat.',
    createdAt: '2025-08-23T14:39:50.000Z',
  },
  {
    id: 'REV1757384793000',
    productId: 41,
    author: 'rina.sigli',
    rating: 5,
    text: 'Songketnya indah, benang emasnya berkilau dan tenunannya rapat. Harganya sepadan dengan tenun tangan.',
    createdAt: '2025-09-09T02:26:33.000Z',
  },
  {
    id: 'REV1759057805000',
    productId: 81,
    author: 'agam_pidie',
    rating: 4,
    text: 'Bhoi-nya lembut, mengingatkan kue buatan mak di kampung. Semoga nanti ada pilihan kemasan yang lebih kecil.',
    createdAt: '2025-09-28T11:10:05.000Z',
  },
  {
    id: 'REV1760252081000',
    productId: 51,
    author: 'bang_haris',
    rating: 5,
    text: 'Miniatur rencongnya detail dan hulunya halus. Cocok jadi oleh-oleh untuk teman kantor di Jakarta.',
    createdAt: '2025-10-12T06:54:41.000Z',
  },
  {
    id: 'REV1761815907000',
    productId: 71,
    author: 'Pembeli Anonim',
    rating: 4,
    text: 'Kopinya mantap dan harganya bersahabat. Gilingannya agak halus, lebih cocok untuk kopi saring.',
    createdAt: '2025-10-30T09:18:27.000Z',
  },
  {
    id: 'REV1762400472000',
    productId: 103,
    author: 'cutmeutia88',
    rating: 5,
    text: 'Brosnya cantik, ukiran Pintu Aceh-nya jelas. Sudah saya pakai ke kondangan, serasi dengan jilbab.',
    createdAt: '2025-11-06T03:41:12.000Z',
  },
  {
    id: 'REV1763208479000',
    productId: 11,
    author: 'yusra_bna',
    rating: 5,
    text: 'Pesan untuk acara keluarga dan semua suka. Teksturnya padat tapi tetap lembut.',
    createdAt: '2025-11-15T12:07:59.000Z',
  },
];

/** The seed reviews at `c`: the reviews above, each at its time of day as many days before today as before `WRITTEN_FOR_DAY` (./clock.ts). */
export function seedReviews(c: SeedClock): Review[] {
  return reviews.map(({ id: _fixed, ...review }) => {
    const createdAt = shiftedToToday(review.createdAt!, c.now).toISOString();
    return { ...review, id: `REV${Date.parse(createdAt)}`, createdAt, authorId: review.authorId ?? null };
  });
}
