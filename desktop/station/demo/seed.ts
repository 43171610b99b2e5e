import type { StationContext } from '../context';

/** Seeds the demo station on first run. Filled in by the demo-content work. */
export async function seedDemoIfFirstRun(ctx: StationContext): Promise<void> {
  if (ctx.repos.settings.read('demo_seeded_at')) return;
  ctx.repos.settings.write('demo_seeded_at', new Date().toISOString());
}
