import type { FastifyInstance } from 'fastify';
import { SA, TA, requireAuthority } from '../auth/caller.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { queryParams, queryValue, requireParamConditions } from '../http/query.ts';
import { COMPONENT_TYPES, DESCRIPTORS, descriptorsOf } from '../components/rule-node-catalogue.ts';

const RULE_CHAIN_TYPES = ['CORE', 'EDGE'];

function enumName(value: string, allowed: readonly string[], javaClass: string): string {
  if (!allowed.includes(value)) throw badRequest(`No enum constant ${javaClass}.${value}`);
  return value;
}

function ruleChainType(query: Map<string, string[]>): string {
  const raw = queryValue(query, 'ruleChainType');
  if (raw === undefined || raw === '') return 'CORE';
  return enumName(raw, RULE_CHAIN_TYPES, 'org.thingsboard.server.common.data.rule.RuleChainType');
}

const COMPONENT_TYPE_CLASS = 'org.thingsboard.server.common.data.plugin.ComponentType';

/** Rule node descriptors (contract 11.3), from the emulator's fixed catalogue. */
export function componentRoutes(app: FastifyInstance): void {
  app.get('/api/component/:componentDescriptorClazz', async (request) => {
    requireAuthority(request, SA, TA);
    const clazz = (request.params as { componentDescriptorClazz: string }).componentDescriptorClazz;
    const found = DESCRIPTORS.find((descriptor) => descriptor.clazz === clazz);
    if (!found) throw notFound();
    return found;
  });

  app.get('/api/components/:componentType', async (request) => {
    requireAuthority(request, SA, TA);
    const type = enumName((request.params as { componentType: string }).componentType, COMPONENT_TYPES, COMPONENT_TYPE_CLASS);
    return descriptorsOf([type], ruleChainType(queryParams(request)));
  });

  app.get('/api/components', async (request) => {
    const query = queryParams(request);
    requireParamConditions(query, ['componentTypes']);
    requireAuthority(request, SA, TA);
    const types = (query.get('componentTypes') ?? [])
      .flatMap((value) => value.split(','))
      .map((type) => enumName(type.trim(), COMPONENT_TYPES, COMPONENT_TYPE_CLASS));
    return descriptorsOf(types, ruleChainType(query));
  });
}
