import t from 'tap';
import { complexVersionFromForm, entityTypeLoadFromForm, typesOfVersion } from '../../server/domain/vc-complex-request.ts';

const ID = '0f0e5d40-1b2c-11ee-8000-000000000001';

t.test('a complex version request from its form', async (t) => {
  const { request, errors } = complexVersionFromForm(
    {
      versionName: ' Nightly ', branch: 'dev', syncStrategy: 'OVERWRITE', entityTypes: ['DEVICE', 'ASSET', 'NOPE'],
      'entityTypes.DEVICE.entityIds': [ID.toUpperCase(), 'not-an-id'], 'entityTypes.DEVICE.saveCredentials': 'true', 'entityTypes.DEVICE.syncStrategy': 'MERGE',
      'entityTypes.ASSET.allEntities': 'true', 'entityTypes.ASSET.saveCredentials': 'true', 'entityTypes.ASSET.saveRelations': 'true',
      'entityTypes.CUSTOMER.allEntities': 'true',
    },
  );
  t.same(errors, {});
  t.same(request, {
    type: 'COMPLEX', versionName: 'Nightly', branch: 'dev', syncStrategy: 'OVERWRITE',
    entityTypes: {
      ASSET: { syncStrategy: null, allEntities: true, entityIds: [], saveRelations: true, saveAttributes: false, saveCredentials: false },
      DEVICE: { syncStrategy: 'MERGE', allEntities: false, entityIds: [ID], saveRelations: false, saveAttributes: false, saveCredentials: true },
    },
  }, 'only included types; ids checked and lower-cased; credentials only for devices; an unknown type ignored');
});

t.test('a complex version form\'s problems, and its defaults', async (t) => {
  t.same(complexVersionFromForm({}).errors, { versionName: 'version-control.version-name-required', entityTypes: 'version-control.entity-types-required', branch: 'version-control.branch-required' });
  t.same(complexVersionFromForm({ versionName: 'x', branch: 'main', entityTypes: 'ASSET' }).errors, { 'entityTypes.ASSET.entityIds': 'version-control.entities-required' }, 'neither all nor chosen entities');
  const { request } = complexVersionFromForm({ versionName: 'x', branch: ' new-branch ', syncStrategy: 'SOMETIMES', entityTypes: 'ASSET', 'entityTypes.ASSET.allEntities': 'true' });
  t.same([request.branch, request.syncStrategy], ['new-branch', 'MERGE'], 'a typed branch is a new one; an unknown strategy: the default');
});

t.test('a restore per entity type from its form: only the types the version holds', async (t) => {
  const offered = typesOfVersion([{ externalId: { entityType: 'DEVICE' } }, { externalId: { entityType: 'ASSET' } }, { externalId: { entityType: 'DEVICE' } }]);
  t.same(offered, ['ASSET', 'DEVICE'], 'in upstream\'s order, once each');
  const { request, errors } = entityTypeLoadFromForm(
    { entityTypes: ['DEVICE', 'CUSTOMER'], 'entityTypes.DEVICE.loadCredentials': 'true', 'entityTypes.DEVICE.removeOtherEntities': 'true' },
    'abc123',
    offered,
  );
  t.same(errors, {});
  t.same(request, { type: 'ENTITY_TYPE', versionId: 'abc123', entityTypes: { DEVICE: { loadRelations: false, loadAttributes: false, loadCredentials: true, removeOtherEntities: true, findExistingEntityByName: false } } });
  t.same(entityTypeLoadFromForm({ entityTypes: 'CUSTOMER' }, 'abc123', offered).errors, { entityTypes: 'version-control.entity-types-required' }, 'a type the version lacks is not a choice');
});
