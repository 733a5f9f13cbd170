import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ElementId, FieldName, FieldTexts, sentText } from '../route-schemas.ts';
import { SuggestionOptions } from '../../views/parts/autocomplete-input.tsx';
import { BRANCH_CHOOSE, BRANCH_SEARCH, BranchSelect, branchOptions } from '../../views/parts/branch-select.tsx';
import { GATEWAY_SEARCH, GatewayOptions } from '../../views/parts/gateway-select.tsx';
import { chooseBranch, matchingBranches } from '../domain/pickers/branch.ts';
import { platformBranches } from '../tables/branches.ts';
import { gatewayChoices } from '../tables/gateways.ts';

const BranchQuery = Type.Object({ field: FieldName, id: ElementId, mode: Type.Union([Type.Literal('select'), Type.Literal('free')]), optional: Type.Optional(Type.Literal('true')) }, { additionalProperties: FieldTexts });
const GatewayQuery = Type.Object({ field: FieldName, name: Type.String({ maxLength: 255, default: '' }), required: Type.Optional(Type.Literal('true')) }, { additionalProperties: FieldTexts });
/** Every signed-in user: the lists are empty for those without gateways or branches (a system administrator). */
const ACCESS = { access: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const };

/**
 * The type-aheads of the branch and gateway selects (views/parts/branch-select.tsx, gateway-select.tsx): the branches
 * whose names start with the text, the branch a left field reverts to, the gateways matching the typed name.
 */
export function autocompleteSearchRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { field: string; id: string; mode: 'select' | 'free'; optional?: 'true' } }>(BRANCH_SEARCH, { config: { ...ACCESS }, schema: { querystring: BranchQuery } }, async (request, reply) => {
    const branches = matchingBranches(await platformBranches(request), sentText(request.query, request.query.field));
    const { t } = request.view();
    return reply.header('cache-control', 'no-store').fragment(<SuggestionOptions suggestions={branchOptions(branches, t('version-control.default-branch-mark'))} />);
  });

  app.get<{ Querystring: { field: string; id: string; mode: 'select' | 'free'; optional?: 'true' } }>(BRANCH_CHOOSE, { config: { ...ACCESS }, schema: { querystring: BranchQuery } }, async (request, reply) => {
    const { field, id, mode, optional } = request.query;
    const branches = await platformBranches(request);
    const text = sentText(request.query, field);
    const choice = chooseBranch(branches, text, mode);
    const view = { id, name: field, mode, required: optional !== 'true', branches, revertOnLeave: true };
    const drawn = choice.ok ? { ...view, value: choice.value } : { ...view, value: text, error: request.view().t(choice.key) };
    return reply.header('cache-control', 'no-store').fragment(<BranchSelect view={drawn} />);
  });

  app.get<{ Querystring: { field: string; name: string; required?: 'true' } }>(GATEWAY_SEARCH, { config: { ...ACCESS }, schema: { querystring: GatewayQuery } }, async (request, reply) => {
    const { field, name, required } = request.query;
    // The select's current value ('' for none): nothing is auto-selected while typing.
    const selected = sentText(request.query, field);
    const choices = await gatewayChoices(request, { search: name, selected });
    return reply.header('cache-control', 'no-store').fragment(<GatewayOptions view={{ ...choices, search: name, required: required === 'true' }} />);
  });
}
