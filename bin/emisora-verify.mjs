#!/usr/bin/env node
// Runs the TypeScript verifier (desktop/station/reports/verify-cli.ts) through tsx, which the project already uses
// for its benchmarks, so `npx emisora-verify package.zip` works from a checkout without a build.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../desktop/station/reports/verify-cli.ts');
process.exitCode = await main(process.argv.slice(2));
