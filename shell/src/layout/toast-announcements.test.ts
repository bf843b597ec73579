import { note } from './toast-fixture';
import { NOTHING_ANNOUNCED, nextAnnouncements } from './toast-announcements';

describe('nextAnnouncements', () => {
  it('reads successes and information politely and errors at once', () => {
    const added = note(1, { kind: 'success' });
    const failed = note(2, { kind: 'error' });
    const said = nextAnnouncements(NOTHING_ANNOUNCED, [added, failed]);
    expect(said.polite).toBe(added);
    expect(said.assertive).toBe(failed);
  });

  it('does not read an older message again when a newer one closes', () => {
    const older = note(1);
    const newer = note(2);
    const said = nextAnnouncements(nextAnnouncements(NOTHING_ANNOUNCED, [older]), [older, newer]);
    expect(said.polite).toBe(newer);
    const afterClose = nextAnnouncements(said, [older]);
    expect(afterClose.polite).toBeUndefined();
  });

  it('returns the same object when nothing changed, so a render can compare', () => {
    const list = [note(1)];
    const said = nextAnnouncements(NOTHING_ANNOUNCED, list);
    expect(nextAnnouncements(said, list)).toBe(said);
  });
});
