/**
 * A clock a test moves by hand, handed to createTestApp({ clock }) so that rules on the clock
 * (a dare's expiry and reminder) can be tested without waiting. It starts at the real time,
 * so what it stamps still falls on today's calendar day unless the test moves it.
 */
export class TestClock {
  private offsetMs = 0;

  /** The server's now: the real time shifted by however far the test moved it. */
  readonly now = () => new Date(Date.now() + this.offsetMs);

  advance(ms: number) {
    this.offsetMs += ms;
  }

  /** Moves the clock to `at` (it keeps running from there). */
  set(at: Date) {
    this.offsetMs = at.getTime() - Date.now();
  }

  reset() {
    this.offsetMs = 0;
  }
}
