// @vitest-environment node
/**
 * No code, script or doc cites an issue number: a reader of the repository cannot
 * open the tracker, so a rule's reason is given in a sentence or by a decision record
 * (docs/conventions.md, "Docs"). The decision records keep their own history and are left out.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const ISSUE_NUMBER = '[Ii]ssues? #?[0-9]+';

/** The tracked lines outside docs/decisions that cite an issue number (`git grep`). */
function citations(): string[] {
  try {
    const found = execFileSync('git', ['grep', '-nIE', ISSUE_NUMBER, '--', '.', ':!docs/decisions'], { cwd: ROOT, encoding: 'utf8' });
    return found.split('\n').filter(Boolean);
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('issue numbers', () => {
  it('the pattern finds a citation and leaves other numbers alone', () => {
    const pattern = new RegExp(ISSUE_NUMBER);
    // Built from parts, so this file does not cite one itself.
    expect(pattern.test(`a toast (${'issue'} 11): lazy`)).toBe(true);
    expect(pattern.test(`see ${'Issue'} #7`)).toBe(true);
    expect(pattern.test('issued 3 vouchers')).toBe(false);
  });

  it('no tracked file outside the decision records cites one', () => {
    expect(citations()).toEqual([]);
  });
});
