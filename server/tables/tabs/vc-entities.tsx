import type { Branch } from '../../domain/pickers/branch.ts';
import type { FastifyRequest } from 'fastify';
import type { Query } from '../../base-path.ts';
import type { PickerKind } from '../../domain/entity-form.ts';
import { ENTITY_TYPE_KEYS } from '../../domain/entity-type-names.ts';
import {
  complexVersionFromForm, DEFAULT_LOAD_CONFIG, DEFAULT_VERSION_CONFIG, entityTypeLoadFromForm, typesOfVersion, VC_ENTITY_TYPES, type FormErrors, type VcEntityType,
} from '../../domain/vc-complex-request.ts';
import { versionControlApi } from '../../platform/api/version-control.ts';
import type { ComplexVersionRequest, EntityTypeLoadRequest } from '../../platform/types/version-control.ts';
import { PICKER_SEARCH, searchField } from '../form-view.ts';
import { pickerView } from '../pickers.ts';
import { queryText } from './tab-part.ts';
import type { VersionDialogView } from '../../../views/tabs/version-control-tab.tsx';
import type { EntitiesRestoreView, EntitiesVersionView } from '../../../views/tabs/vc-entities-dialogs.tsx';

/** Where each type's chosen entities are picked from. */
const PICKERS: Record<VcEntityType, PickerKind> = {
  CUSTOMER: 'customers',
  ASSET: 'assets',
  RULE_CHAIN: 'ruleChains',
  DASHBOARD: 'dashboards',
  DEVICE_PROFILE: 'deviceProfiles',
  ASSET_PROFILE: 'assetProfiles',
  DEVICE: 'devices',
  ENTITY_VIEW: 'entityViews',
  WIDGETS_BUNDLE: 'widgetsBundles',
};

/** What the `/vc` dialogs were given back after a refused post: the form as posted, its problems, the platform's message. */
export interface VcInput {
  body: Record<string, unknown>;
  errors: FormErrors;
  formError?: string;
}

function translated(request: FastifyRequest, errors: FormErrors): Record<string, string> {
  const { t } = request.view();
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
}

/** The create dialog of `/vc`: a version of several entity types (upstream's "create entities version"). */
async function createDialog(request: FastifyRequest, href: (extra?: Query) => string, branch: string, branches: Branch[], input?: VcInput): Promise<EntitiesVersionView> {
  const { t } = request.view();
  const draft: ComplexVersionRequest = input ? complexVersionFromForm(input.body).request : { type: 'COMPLEX', versionName: '', branch, syncStrategy: 'MERGE', entityTypes: {} };
  const posted = input ? complexVersionFromForm({ ...input.body, entityTypes: [...VC_ENTITY_TYPES] }).request.entityTypes : {};
  const errors = translated(request, input?.errors ?? {});
  const types = await Promise.all(
    VC_ENTITY_TYPES.map(async (type) => {
      const config = posted[type] ?? DEFAULT_VERSION_CONFIG;
      const name = `entityTypes.${type}.entityIds`;
      const picker = await pickerView(request, { kind: PICKERS[type], name, label: t('version-control.entities'), selected: config.entityIds, search: input ? queryText(input.body, searchField(name), 255) : '', required: false, error: errors[name] });
      return { type, label: t(ENTITY_TYPE_KEYS[type]), included: type in draft.entityTypes, config, picker };
    }),
  );
  return { kind: 'create-entities', action: href({ dialog: 'create-version' }), cancelHref: href(), branches, draft, types, errors, formError: input?.formError };
}

/** The restore dialog of `/vc`: the version's entity types, each with upstream's load options. */
async function restoreDialog(request: FastifyRequest, href: (extra?: Query) => string, versionId: string, input?: VcInput): Promise<EntitiesRestoreView> {
  const { t } = request.view();
  const offered = typesOfVersion(await versionControlApi.versionEntities(request.platform, versionId));
  const chosen = input ? entityTypeLoadFromForm({ ...input.body, entityTypes: [...VC_ENTITY_TYPES] }, versionId, offered).request.entityTypes : {};
  const included = input ? entityTypeLoadFromForm(input.body, versionId, offered).request.entityTypes : null;
  return {
    kind: 'restore-entities',
    action: href({ dialog: 'restore', version: versionId }),
    cancelHref: href(),
    version: versionId.slice(0, 7),
    types: offered.map((type) => ({ type, label: t(ENTITY_TYPE_KEYS[type]), included: included ? type in included : true, config: chosen[type] ?? DEFAULT_LOAD_CONFIG })),
    errors: translated(request, input?.errors ?? {}),
    formError: input?.formError,
  };
}

/** The `/vc` page's own dialogs (create and restore over entity types); `null`: not one of them. */
export async function vcEntitiesDialog(request: FastifyRequest, query: Record<string, unknown>, name: string, href: (extra?: Query) => string, branch: string, branches: Branch[], input?: VcInput): Promise<VersionDialogView | null> {
  if (name === 'create-version') return createDialog(request, href, branch, branches, input);
  const versionId = queryText(query, 'version', 64);
  if (name === 'restore' && versionId) return restoreDialog(request, href, versionId, input);
  return null;
}

export type VcPost =
  | { kind: 'invalid'; input: VcInput }
  | { kind: 'create'; request: ComplexVersionRequest }
  | { kind: 'restore'; request: EntityTypeLoadRequest };

/** What a post to `/vc` asks: a picker search (the form again), a request to send, or the form with its problems. */
export async function readVcPost(request: FastifyRequest, query: Record<string, unknown>, body: Record<string, unknown>): Promise<VcPost | null> {
  const dialog = queryText(query, 'dialog', 32);
  if (dialog === 'create-version') {
    if (typeof body[PICKER_SEARCH] === 'string') return { kind: 'invalid', input: { body, errors: {} } };
    const { request: create, errors } = complexVersionFromForm(body);
    return Object.keys(errors).length > 0 ? { kind: 'invalid', input: { body, errors } } : { kind: 'create', request: create };
  }
  const versionId = queryText(query, 'version', 64);
  if (dialog === 'restore' && versionId) {
    const offered = typesOfVersion(await versionControlApi.versionEntities(request.platform, versionId));
    const { request: load, errors } = entityTypeLoadFromForm(body, versionId, offered);
    return Object.keys(errors).length > 0 ? { kind: 'invalid', input: { body, errors } } : { kind: 'restore', request: load };
  }
  return null;
}
