import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, general, notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { isObject } from '../lib/json.ts';
import { createVcStore } from '../vc/vc-store.ts';

const SECRET_FIELDS = ['password', 'privateKey', 'privateKeyPassword'] as const;
const AUTH_METHODS = ['USERNAME_PASSWORD', 'PRIVATE_KEY'];

type Settings = Record<string, unknown>;

/** `RepositorySettings` in the platform's member order; unknown members are dropped like Jackson does. */
function repositorySettings(body: Settings): Settings {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : null);
  return {
    repositoryUri: text('repositoryUri'),
    authMethod: text('authMethod') ?? 'USERNAME_PASSWORD',
    username: text('username'),
    password: text('password'),
    privateKeyFileName: text('privateKeyFileName'),
    privateKey: text('privateKey'),
    privateKeyPassword: text('privateKeyPassword'),
    defaultBranch: text('defaultBranch'),
    readOnly: body.readOnly === true,
    showMergeCommits: body.showMergeCommits === true,
  };
}

const withoutSecrets = (settings: Settings): Settings => ({
  ...settings,
  ...Object.fromEntries(SECRET_FIELDS.map((field) => [field, null])),
});

/** No git is involved: any non-blank URI is "reachable". These checks and messages are the emulator's own. */
function validate(settings: Settings): void {
  if (typeof settings.repositoryUri !== 'string' || settings.repositoryUri.trim() === '') {
    throw badRequest('Repository uri should be specified!');
  }
  if (!AUTH_METHODS.includes(String(settings.authMethod))) {
    throw general(`JSON parse error: Cannot deserialize value of type \`RepositoryAuthMethod\` from String "${String(settings.authMethod)}"`);
  }
}

/** Repository and auto-commit settings of version control (contract 11.1, TA only). */
export function repositorySettingsRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const store = createVcStore(ctx.db);

  app.get('/api/admin/repositorySettings', async (request) => {
    const caller = requireAuthority(request, TA);
    const settings = store.settings(caller.tenantId, 'repository');
    if (!isObject(settings)) throw notFound();
    return withoutSecrets(settings);
  });

  app.get('/api/admin/repositorySettings/exists', async (request) => {
    const caller = requireAuthority(request, TA);
    return isObject(store.settings(caller.tenantId, 'repository'));
  });

  app.get('/api/admin/repositorySettings/info', async (request) => {
    const caller = requireAuthority(request, TA);
    const settings = store.settings(caller.tenantId, 'repository');
    return { configured: isObject(settings), readOnly: isObject(settings) && settings.readOnly === true };
  });

  app.post('/api/admin/repositorySettings', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.sync.vc.RepositorySettings');
    const caller = requireAuthority(request, TA);
    const settings = repositorySettings(body);
    validate(settings);
    // Secrets left out of an update keep their stored values, so the form need not resend them.
    const stored = store.settings(caller.tenantId, 'repository');
    if (isObject(stored)) {
      for (const field of SECRET_FIELDS) if (settings[field] === null) settings[field] = stored[field] ?? null;
    }
    store.putSettings(caller.tenantId, 'repository', settings);
    return withoutSecrets(settings);
  });

  app.post('/api/admin/repositorySettings/checkAccess', async (request, reply) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.sync.vc.RepositorySettings');
    requireAuthority(request, TA);
    validate(repositorySettings(body));
    return sendEmpty(reply);
  });

  app.delete('/api/admin/repositorySettings', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    store.deleteSettings(caller.tenantId, 'repository');
    return sendEmpty(reply);
  });

  app.get('/api/admin/autoCommitSettings', async (request) => {
    const caller = requireAuthority(request, TA);
    const settings = store.settings(caller.tenantId, 'autoCommit');
    return isObject(settings) ? settings : {};
  });

  app.get('/api/admin/autoCommitSettings/exists', async (request) => {
    const caller = requireAuthority(request, TA);
    return isObject(store.settings(caller.tenantId, 'autoCommit'));
  });

  app.post('/api/admin/autoCommitSettings', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.sync.vc.AutoCommitSettings');
    const caller = requireAuthority(request, TA);
    const settings: Settings = {};
    for (const [entityType, raw] of Object.entries(body)) {
      const config = isObject(raw) ? raw : {};
      settings[entityType] = {
        branch: typeof config.branch === 'string' ? config.branch : null,
        saveRelations: config.saveRelations === true,
        saveAttributes: config.saveAttributes === true,
        saveCredentials: config.saveCredentials === true,
      };
    }
    store.putSettings(caller.tenantId, 'autoCommit', settings);
    return settings;
  });

  app.delete('/api/admin/autoCommitSettings', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    store.deleteSettings(caller.tenantId, 'autoCommit');
    return sendEmpty(reply);
  });
}
