import type express from 'express';
import type { StationContext } from '../../core/context';

/** A group of API routes the app mounts under /api (admin, broadcast, …), in the order api-groups.ts lists them. */
export type ApiGroup = (ctx: StationContext, api: express.Router) => void;
