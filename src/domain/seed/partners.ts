import type { Partner } from '@/domain/core/records';

/**
 * Seed partners (spec section 3, "Partner" and "Seed data"; docs/product/decisions.md, "Seed data"): seven
 * Aceh small businesses P001–P007 in real towns with their approximate real coordinates.
 * Street addresses are plausible but fictional. P007 is inactive to show a non-Active status.
 */
export const seedPartners: Partner[] = [
  {
    id: 'P001',
    name: 'Koperasi Kopi Gayo Lestari',
    location: 'Takengon',
    address: 'Jl. Lebe Kader No. 18, Asir-Asir, Kec. Lut Tawar, Takengon, Aceh Tengah',
    coordinates: { lat: 4.6247, lng: 96.8439 },
    featuredProduct: 'Kopi Arabika Gayo',
    status: 'Active',
  },
  {
    id: 'P002',
    name: 'UD Rasa Bireuen',
    location: 'Bireuen',
    address: 'Jl. Banda Aceh–Medan No. 112, Kec. Kota Juang, Bireuen',
    coordinates: { lat: 5.203, lng: 96.7009 },
    featuredProduct: 'Dendeng Aceh',
    status: 'Active',
  },
  {
    id: 'P003',
    name: 'Galeri Seuramoe Aceh',
    location: 'Banda Aceh',
    address: 'Jl. T. Iskandar No. 45, Kec. Ulee Kareng, Banda Aceh',
    coordinates: { lat: 5.5483, lng: 95.3238 },
    featuredProduct: 'Kain Songket Aceh',
    status: 'Active',
  },
  {
    id: 'P004',
    name: 'Kerajinan Pase Mandiri',
    location: 'Lhokseumawe',
    address: 'Jl. Merdeka No. 27, Kec. Banda Sakti, Lhokseumawe',
    coordinates: { lat: 5.1801, lng: 97.1507 },
    featuredProduct: 'Kupiah Meukeutop',
    status: 'Active',
  },
  {
    id: 'P005',
    name: 'Dapur Kue Nek Limah',
    location: 'Sigli',
    address: 'Jl. Prof. A. Majid Ibrahim No. 9, Kec. Kota Sigli, Pidie',
    coordinates: { lat: 5.3849, lng: 95.9609 },
    featuredProduct: 'Kue Adee',
    status: 'Active',
  },
  {
    id: 'P006',
    name: 'UD Hasil Bumi Barat Selatan',
    location: 'Meulaboh',
    address: 'Jl. Gajah Mada No. 31, Kec. Johan Pahlawan, Meulaboh, Aceh Barat',
    coordinates: { lat: 4.1363, lng: 96.1285 },
    featuredProduct: 'Minyak Nilam Aceh',
    status: 'Active',
  },
  {
    id: 'P007',
    name: 'Galeri Souvenir Pulau Weh',
    location: 'Sabang',
    address: 'Jl. Perdagangan No. 7, Kec. Sukakarya, Sabang',
    coordinates: { lat: 5.8926, lng: 95.3164 },
    featuredProduct: 'Rencong Miniatur',
    status: 'Inactive',
  },
];
