import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { authRoutes } from './auth.ts';
import { customerRoutes } from './customers.ts';
import { deviceAssignmentRoutes } from './device-assignment.ts';
import { deviceCredentialsRoutes } from './device-credentials.ts';
import { deviceProfileRoutes } from './device-profiles.ts';
import { deviceRoutes } from './devices.ts';
import { noauthRoutes } from './noauth.ts';
import { systemRoutes } from './system.ts';
import { tenantRoutes } from './tenants.ts';
import { userRoutes } from './users.ts';

export function registerRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  authRoutes(app, ctx);
  noauthRoutes(app, ctx);
  systemRoutes(app);
  userRoutes(app, ctx);
  tenantRoutes(app, ctx);
  customerRoutes(app, ctx);
  deviceRoutes(app, ctx);
  deviceAssignmentRoutes(app, ctx);
  deviceCredentialsRoutes(app, ctx);
  deviceProfileRoutes(app, ctx);
}
