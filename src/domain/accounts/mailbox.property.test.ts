/** One mailbox however its address is written (docs/decisions/022-verified-email.md). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMailbox } from './mailbox';

const localPart = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,15}$/);
const tag = fc.stringMatching(/^[a-z0-9.]{0,8}$/);
const otherDomain = fc.constantFrom('example.com', 'yahoo.co.id', 'seulanga.id', 'outlook.com');

/** Writes `text` with a random letter case. */
const anyCase = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((upper) =>
    [...text].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''),
  );

describe('normalizeMailbox', () => {
  it('brings the ways of writing one Gmail mailbox to one key', () => {
    for (const address of ['victim+1@gmail.com', 'v.ictim@gmail.com', 'VICTIM@googlemail.com', ' Vic.Tim+promo@GMAIL.com ', 'victim@gmail.com'])
      expect(normalizeMailbox(address)).toBe('victim@gmail.com');
  });

  it('drops a +tag for every domain, keeps dots outside Gmail, and leaves an odd address lower-cased', () => {
    expect(normalizeMailbox('a.b+toko@Example.com')).toBe('a.b@example.com');
    expect(normalizeMailbox('+tag@example.com')).toBe('+tag@example.com');
    expect(normalizeMailbox('Tanpa-Domain')).toBe('tanpa-domain');
    expect(normalizeMailbox('...@gmail.com')).toBe('...@gmail.com');
  });

  it('is idempotent and ignores letter case and surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        const key = normalizeMailbox(address);
        expect(normalizeMailbox(key)).toBe(key);
        expect(normalizeMailbox(` ${address.toUpperCase()} `)).toBe(normalizeMailbox(address.toLowerCase()));
      }),
    );
  });

  it('gives a Gmail mailbox one key whatever its dots, tag, case and domain name', () => {
    fc.assert(
      fc.property(localPart, tag, fc.constantFrom('gmail.com', 'googlemail.com'), fc.array(fc.nat(20), { maxLength: 4 }), (local, plusTag, domain, dots) => {
        let dotted = local;
        for (const at of dots) dotted = `${dotted.slice(0, at % (dotted.length + 1))}.${dotted.slice(at % (dotted.length + 1))}`;
        const base = normalizeMailbox(`${local}@gmail.com`);
        fc.assert(fc.property(anyCase(`${dotted}+${plusTag}@${domain}`), (written) => normalizeMailbox(written) === base), { numRuns: 5 });
      }),
    );
  });

  it('keeps distinct mailboxes of other domains apart (dots matter there) and only drops their tag', () => {
    fc.assert(
      fc.property(localPart, tag, otherDomain, (local, plusTag, domain) => {
        expect(normalizeMailbox(`${local}+${plusTag}@${domain}`)).toBe(`${local}@${domain}`);
        if (!local.includes('.') && local.length > 1)
          expect(normalizeMailbox(`${local.slice(0, 1)}.${local.slice(1)}@${domain}`)).not.toBe(normalizeMailbox(`${local}@${domain}`));
      }),
    );
  });
});
