import { sameTitle } from './relay-status';

/** After a title change, a relay still showing the one before is only late (a pulled relay reads it in-band). */
const TITLE_GRACE_MS = 20_000;

/**
 * The title on air and the one before it, with when it changed: what a relay's title is compared with. The three
 * change together, when the station's title does.
 */
export class StationTitle {
  private current: string | null = null;
  private previous: string | null = null;
  private since = 0;

  constructor(
    private readonly title: () => string | null,
    private readonly now: () => number,
  ) {}

  /** The title on air now, as last noted. */
  get onAir(): string | null {
    return this.current;
  }

  note() {
    const current = this.title();
    if (current === this.current) return;
    this.previous = this.current;
    this.current = current;
    this.since = this.now();
  }

  /** Whether a relay showing `title` carries what is on air; null when there is nothing to compare. */
  matches(title: string | null): boolean | null {
    this.note();
    if (this.current === null) return null;
    if (sameTitle(title, this.current)) return true;
    return sameTitle(title, this.previous) && this.now() - this.since < TITLE_GRACE_MS;
  }
}
