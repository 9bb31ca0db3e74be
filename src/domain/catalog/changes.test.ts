/** The back office's catalogue decisions (src/domain/catalog/changes.ts) and the role change's. */
import {
  decideCreatePartner,
  decideCreateProduct,
  decideDeleteProduct,
  decideUpdatePartner,
  decideUpdateProduct,
  nextPartnerId,
  type PartnerDetails,
} from './changes';
import type { Product } from '../core/records';
import { planLogEntry } from '../core/effects';
import { planOrThrow } from '../core/decision';
import { checkRoleChange, decideRoleChange } from '../accounts/roles';

const details = {
  name: 'Kopi Gayo',
  category: 'Minuman',
  price: 85_000,
  stock: 12,
  image: '',
  description: 'Arabika',
  location: 'Takengon',
  partnerId: 'P001',
  promoPrice: null,
  promoStart: null,
  promoEnd: null,
};
const stored: Product = { id: 7, ...details, images: [], weight: 1000, status: 'active', variations: [], variants: [] };
const partner: PartnerDetails = {
  name: 'UMKM Gayo',
  location: 'Takengon',
  address: 'Jl. Lebe Kader',
  coordinates: { lat: 4.6, lng: 96.8 },
  featuredProduct: 'Kopi',
  status: 'Active',
};

describe('product decisions', () => {
  it('gives a new product the current time as its id, above every id in use', () => {
    const now = new Date(1_700_000_000_000);
    expect(planOrThrow(decideCreateProduct({ details, maxId: 3, now })).product.id).toBe(1_700_000_000_000);
    expect(planOrThrow(decideCreateProduct({ details, maxId: 1_700_000_000_000, now })).product.id).toBe(1_700_000_000_001);
    expect(planLogEntry(planOrThrow(decideCreateProduct({ details, maxId: 0, now })))).toEqual({
      type: 'addProduct',
      description: 'Menambahkan produk Kopi Gayo',
      details: { productId: 1_700_000_000_000, price: 85_000, stock: 12 },
    });
  });

  it('logs exactly the fields an edit changed', () => {
    const decision = decideUpdateProduct({ id: 7, details: { ...details, price: 90_000, image: 'x.webp' }, existing: stored });
    expect(decision.ok && planLogEntry(decision.plan)?.details).toEqual({ productId: 7, changes: { price: { from: 85_000, to: 90_000 } } });
    expect(decision.ok && decision.plan.effects[0]).toEqual({ kind: 'updateProduct', product: decision.ok && decision.plan.product });
    expect(decision.ok && decision.plan.product).toEqual({ ...stored, price: 90_000, image: 'x.webp', images: ['x.webp'] });
  });

  it('refuses editing or deleting a product that does not exist', () => {
    const edit = decideUpdateProduct({ id: 8, details, existing: null });
    const remove = decideDeleteProduct({ id: 8, existing: null });
    expect(!edit.ok && edit.refusal.message).toBe('Produk tidak ditemukan.');
    expect(!remove.ok && remove.refusal.code).toBe('NOT_FOUND');
    const ok = decideDeleteProduct({ id: 7, existing: stored });
    expect(ok.ok && planLogEntry(ok.plan)?.details).toEqual({ productId: 7, name: 'Kopi Gayo' });
    expect(ok.ok && ok.plan.effects[0]).toEqual({ kind: 'deleteProduct', productId: 7 });
  });
});

describe('partner decisions', () => {
  it('numbers partners one above the highest number in use', () => {
    expect(nextPartnerId([])).toBe('P001');
    expect(nextPartnerId(['P001', 'P010', 'X'])).toBe('P011');
    expect(nextPartnerId(['P999'])).toBe('P1000');
    const created = decideCreatePartner({ details: partner, partnerIds: ['P002'] });
    expect(created.partner.id).toBe('P003');
    expect(created.effects.map((effect) => effect.kind)).toEqual(['insertPartner', 'log']);
  });

  it('refuses editing a partner that does not exist', () => {
    const decision = decideUpdatePartner({ id: 'P404', details: partner, existing: null });
    expect(!decision.ok && decision.refusal.message).toBe('Mitra tidak ditemukan.');
  });
});

describe('role change', () => {
  const admin = { id: 'U1', username: 'admin', role: 'admin' as const, email: '', fullName: '', phone: '', profileImage: '', addresses: [] };

  it('lets only an admin change another account to a known role', () => {
    expect(checkRoleChange(null, 'U2', 'admin').ok).toBe(false);
    expect(checkRoleChange({ ...admin, role: 'buyer' }, 'U2', 'admin').ok).toBe(false);
    const own = checkRoleChange(admin, 'U1', 'buyer');
    expect(!own.ok && own.refusal.code).toBe('PERMISSION_DENIED');
    const unknown = checkRoleChange(admin, 'U2', 'owner');
    expect(!unknown.ok && unknown.refusal.code).toBe('VALIDATION_FAILED');
    expect(checkRoleChange(admin, 'U2', 'admin')).toEqual({ ok: true, plan: 'admin' });
  });

  it('logs the roles before and after, and refuses an unknown account', () => {
    const decision = decideRoleChange({ target: { id: 'U2', username: 'pembeli', role: 'buyer' }, role: 'admin' });
    expect(decision.ok && decision.plan.effects[0]).toEqual({ kind: 'setRole', userId: 'U2', role: 'admin', from: 'buyer' });
    expect(decision.ok && planLogEntry(decision.plan)?.details).toEqual({ userId: 'U2', from: 'buyer', to: 'admin' });
    expect(decideRoleChange({ target: null, role: 'admin' }).ok).toBe(false);
  });
});
