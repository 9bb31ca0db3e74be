/**
 * The storage contract of the owner's bulk `Cetak Label ({n})` (`orders.getMany`, docs/api.md
 * `GET /api/orders/by-ids`): several orders read at once, in the order asked, each once, an unknown
 * id left out, at most `MAX_LABELS_PER_PRINT` ids, and for the admin only.
 */
import { MAX_LABELS_PER_PRINT } from '@/domain/orders/labels';
import { PermissionError, ValidationError } from '@/data/errors';
import { messages } from '@/shared/messages';
import type { AdapterCase } from '@/testing/contract-adapters';

/** Declares the order labels contract's cases for `adapter`. */
export function orderLabelsContract(adapter: AdapterCase): void {
  describe(`order labels contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('reads the asked orders with their items in the order asked, each once, leaving out unknown ids', async () => {
      const data = await adapter.open({ as: 'admin' });
      const [first, second] = (await data.orders.listAll()).slice(0, 2);
      const got = await data.orders.getMany([second!.id, 'ORD-TIDAK-ADA', ` ${first!.id} `, second!.id, '']);
      expect(got.map((order) => order.id)).toEqual([second!.id, first!.id]);
      expect(got).toEqual([await data.orders.get(second!.id), await data.orders.get(first!.id)]);
      expect(await data.orders.getMany([])).toEqual([]);
      expect(await data.orders.getMany(['ORD-TIDAK-ADA'])).toEqual([]);
    });

    it(`refuses more than ${MAX_LABELS_PER_PRINT} ids, and anyone but the admin`, async () => {
      const data = await adapter.open({ as: 'admin' });
      const ids = Array.from({ length: MAX_LABELS_PER_PRINT + 1 }, (_, i) => `ORD${String(i).padStart(3, '0')}`);
      const tooMany = data.orders.getMany(ids);
      await expect(tooMany).rejects.toBeInstanceOf(ValidationError);
      await expect(tooMany).rejects.toThrow(messages.labels.tooMany(MAX_LABELS_PER_PRINT));
      expect(await data.orders.getMany([...ids.slice(0, MAX_LABELS_PER_PRINT), ids[0]!])).toBeInstanceOf(Array);
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.getMany(['ORD001'])).rejects.toBeInstanceOf(PermissionError);
      await adapter.signIn(data, null);
      await expect(data.orders.getMany(['ORD001'])).rejects.toBeInstanceOf(PermissionError);
    });
  });
}
