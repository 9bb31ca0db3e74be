/**
 * The storage contract for the owner's order stages (docs/api.md "Back-office lists",
 * `GET /api/orders/stage-counts`): the counts of the orders page's tabs and the dashboard's to-do
 * cards, and the `stage` and `today` filters of the orders table, agree with `ownerStage` and
 * `placedToday` of each order, so the server's SQL and the browser's filters cannot drift.
 */
import { countOrderStages, placedToday } from '@/domain/back-office/order-search';
import { OWNER_STAGES, ownerStage } from '@/domain/orders/stage';
import { PermissionError, ValidationError } from '@/data/errors';
import { messages } from '@/shared/messages';
import { liftOrderLimits, type AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import type { OrderSearch } from '@/domain/back-office/lists';

/** 2027-01-15 15:00 WIB; the clock moves one second per reading, staying on that Jakarta day. */
const START = Date.parse('2027-01-15T08:00:00Z');

/** Declares the order stages contract's cases for `adapter`. */
export function orderStagesContract(adapter: AdapterCase): void {
  describe(`order stages contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('counts each owner stage and today as the stage and today filters list them', async () => {
      let tick = 0;
      const now = () => new Date(START + 1000 * tick++);
      const data = await adapter.open({ now });
      await adapter.setStock(data, 1, 1000);
      await liftOrderLimits(adapter, data);
      const placed: string[] = [];
      for (let i = 0; i < 6; i++) {
        await data.cart.add(1);
        placed.push((await data.orders.place({ ...shipping })).order.id);
      }
      await adapter.signIn(data, 'admin');
      const [, packed, toShip, shipped, done, cancelled] = placed as [string, string, string, string, string, string];
      // One order left Belum Bayar; the others moved to Perlu Dikemas, Perlu Dikirim, Dikirim, Selesai, Dibatalkan.
      for (const id of [packed, toShip, shipped, done]) await data.orders.update(id, { status: 'Processed' });
      await data.orders.update(toShip, { shippingStatus: 'Dikemas' });
      await data.orders.update(shipped, { shippingStatus: 'Dikirim', trackingNumber: 'JNE12345' });
      await data.orders.update(done, { status: 'Completed' });
      await data.orders.update(cancelled, { status: 'Cancelled', cancelReason: 'Stok habis' });

      const all = await data.orders.listAll();
      const counts = await data.orders.stageCounts();
      expect(counts).toEqual(countOrderStages(all, new Date(START)));
      for (const stage of OWNER_STAGES) {
        const page = await data.orders.searchAll({ stage, pageSize: 1000 });
        expect(page.total, stage).toBe(counts.stages[stage]);
        expect(page.items.map((o) => o.id).sort(), stage).toEqual(all.filter((o) => ownerStage(o) === stage).map((o) => o.id).sort());
      }
      // The orders placed here are today's; the seed's older orders are not.
      const today = await data.orders.searchAll({ today: true, pageSize: 1000 });
      expect(today.total).toBe(counts.today);
      expect(today.items.map((o) => o.id).sort()).toEqual(all.filter((o) => placedToday(o, new Date(START))).map((o) => o.id).sort());
      expect(today.items.map((o) => o.id)).toEqual(expect.arrayContaining(placed));
      expect(counts.stages['Perlu Dikemas']).toBeGreaterThanOrEqual(1);
      expect(counts.stages['Perlu Dikirim']).toBeGreaterThanOrEqual(1);
      const packing = await data.orders.searchAll({ stage: 'Perlu Dikemas', today: true, pageSize: 1000 });
      expect(packing.items.map((o) => o.id)).toContain(packed);
      expect(packing.items.map((o) => o.id)).not.toContain(toShip);
    });

    it('refuses an unknown stage or today value, and a non-admin', async () => {
      const data = await adapter.open({ as: 'admin' });
      for (const search of [{ stage: 'Dikemas' }, { stage: 'perlu dikemas' }, { today: false }, { today: 'ya' }]) {
        const answer = data.orders.searchAll(search as unknown as OrderSearch);
        await expect(answer, JSON.stringify(search)).rejects.toThrow(messages.lists.filterInvalid);
        await expect(answer).rejects.toBeInstanceOf(ValidationError);
      }
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.stageCounts()).rejects.toBeInstanceOf(PermissionError);
      await adapter.signIn(data, null);
      await expect(data.orders.stageCounts()).rejects.toBeInstanceOf(PermissionError);
    });
  });
}
