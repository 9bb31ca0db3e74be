import { autoCompleteAt, completeShippedBefore, dueStep, paymentDeadline, verificationOverdue, verifyingSinceBefore } from './flow';
import { isCashOnDelivery } from '../payment/methods';

const flow = { autoCompleteDays: 7, verificationDeadlineHours: 48 };

describe('order flow rules', () => {
  it('sets the payment deadline the store\'s hours after its start', () => {
    expect(paymentDeadline(new Date('2026-11-25T03:00:00Z'), 24)).toBe('2026-11-26T03:00:00.000Z');
    expect(paymentDeadline(new Date('2026-11-25T03:00:00Z'), 1)).toBe('2026-11-25T04:00:00.000Z');
  });

  it('expires a Pending order at its deadline to the millisecond, and never one without a deadline', () => {
    const order = { status: 'Pending' as const, paymentDueAt: '2026-11-26T03:00:00.000Z' };
    expect(dueStep(order, flow, new Date('2026-11-26T02:59:59.999Z'))).toBeNull();
    expect(dueStep(order, flow, new Date('2026-11-26T03:00:00.000Z'))).toBe('expire');
    expect(dueStep({ status: 'Pending' }, flow, new Date('2099-01-01T00:00:00Z'))).toBeNull();
    // A payment under verification or already made is never expired.
    expect(dueStep({ ...order, status: 'Verifying' }, flow, new Date('2099-01-01T00:00:00Z'))).toBeNull();
    expect(dueStep({ ...order, status: 'Processed' }, flow, new Date('2099-01-01T00:00:00Z'))).toBeNull();
  });

  it('completes a Processed order the store\'s days after it shipped, and never one without a shipping time', () => {
    const order = { status: 'Processed' as const, shippedAt: '2026-11-20T10:00:00.000Z' };
    expect(autoCompleteAt(order, 7)).toBe('2026-11-27T10:00:00.000Z');
    expect(dueStep(order, flow, new Date('2026-11-27T09:59:59.999Z'))).toBeNull();
    expect(dueStep(order, flow, new Date('2026-11-27T10:00:00.000Z'))).toBe('complete');
    expect(dueStep({ status: 'Processed' }, flow, new Date('2099-01-01T00:00:00Z'))).toBeNull();
    expect(dueStep({ status: 'Processed', shippedAt: 'kemarin' }, flow, new Date('2099-01-01T00:00:00Z'))).toBeNull();
    expect(dueStep({ ...order, status: 'Completed' }, flow, new Date('2099-01-01T00:00:00Z'))).toBeNull();
    expect(completeShippedBefore(new Date('2026-11-27T10:00:00.000Z'), 7)).toBe('2026-11-20T10:00:00.000Z');
  });

  it('flags a payment waiting for verification the store\'s hours after it started waiting, once per wait', () => {
    const order = { status: 'Verifying' as const, verifyingSince: '2026-11-25T03:00:00.000Z' };
    expect(dueStep(order, flow, new Date('2026-11-27T02:59:59.999Z'))).toBeNull();
    expect(dueStep(order, flow, new Date('2026-11-27T03:00:00.000Z'))).toBe('flagVerification');
    expect(dueStep(order, { ...flow, verificationDeadlineHours: 1 }, new Date('2026-11-25T04:00:00.000Z'))).toBe('flagVerification');
    const flagged = { ...order, verificationOverdueAt: '2026-11-27T03:00:00.000Z' };
    expect(verificationOverdue(flagged)).toBe(true);
    expect(dueStep(flagged, flow, new Date('2099-01-01T00:00:00Z'))).toBeNull();
    // A new wait after a rejected payment starts a new clock: the old flag no longer counts.
    const again = { ...flagged, verifyingSince: '2026-11-28T00:00:00.000Z' };
    expect(verificationOverdue(again)).toBe(false);
    expect(dueStep(again, flow, new Date('2026-11-30T00:00:00.000Z'))).toBe('flagVerification');
    // An order left the wait is not flagged any more; one waiting before the field counts from its history.
    expect(verificationOverdue({ ...flagged, status: 'Processed' })).toBe(false);
    const old = { status: 'Verifying' as const, history: [{ at: '2026-11-25T03:00:00.000Z', by: 'buyer' as const, status: 'Verifying' as const }] };
    expect(dueStep(old, flow, new Date('2026-11-27T03:00:00.000Z'))).toBe('flagVerification');
    expect(dueStep({ status: 'Verifying' }, flow, new Date('2099-01-01T00:00:00Z'))).toBeNull();
    expect(verifyingSinceBefore(new Date('2026-11-27T03:00:00.000Z'), 48)).toBe('2026-11-25T03:00:00.000Z');
  });

  it('knows cash on delivery', () => {
    expect(isCashOnDelivery('COD')).toBe(true);
    expect(isCashOnDelivery('GoPay')).toBe(false);
    expect(isCashOnDelivery('')).toBe(false);
  });
});
