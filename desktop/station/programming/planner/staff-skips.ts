/** Tracks and spots staff took out of the next hour, each until the hour has passed. */
export class StaffSkips {
  private readonly tracks = new Map<number, number>();
  private readonly spots = new Map<string, number>();

  /** The tracks skipped at `at` (those whose hour has passed are forgotten). */
  tracksAt(at: number): Set<number> {
    const set = new Set<number>();
    for (const [id, until] of this.tracks) {
      if (until < at) this.tracks.delete(id);
      else set.add(id);
    }
    return set;
  }

  skipTrack(trackId: number, until: number) {
    this.tracks.set(trackId, until);
  }

  spotSkipped(campaignId: number, breakAt: number): boolean {
    return this.spots.has(`${campaignId}@${breakAt}`);
  }

  skipSpot(campaignId: number | null, breakAt: number, until: number) {
    this.spots.set(`${campaignId}@${breakAt}`, until);
  }

  /** Forgets the spots whose hour ended before `at`. */
  forgetSpotsBefore(at: number) {
    for (const [key, until] of this.spots) if (until < at) this.spots.delete(key);
  }
}
