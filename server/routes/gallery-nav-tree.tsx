import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NavTreeGroup } from '../../views/parts/nav-tree/nav-tree-items.tsx';
import { queryString } from '../base-path.ts';
import { loadChildren } from '../domain/nav-tree/nav-tree-load.ts';
import { checkNodeName } from '../domain/nav-tree/nav-tree-names.ts';
import { NavTreeRefusal } from '../domain/nav-tree/nav-tree-nodes.ts';
import { isNodeId, navItemId, navTreePageQuery, withOpen, withSelected, type NavTreeState } from '../domain/nav-tree/nav-tree-state.ts';
import { galleryNavTree, isNavTreeGalleryState, navTreeAddress, navTreeStateOf, navTreeSource, type DialogAsk } from '../gallery/nav-tree-samples.ts';
import { sampleOperations } from '../gallery/nav-tree-source.ts';

type Answer = (request: FastifyRequest, reply: FastifyReply, parts: { navTreeDialog?: DialogAsk }, status?: number) => Promise<unknown>;
const QUERY = Type.Record(Type.String({ maxLength: 32 }), Type.String({ maxLength: 8192 }), { maxProperties: 32 });
const SHORT = Type.Optional(Type.String({ maxLength: 1024 }));
const BODY = Type.Object({ _csrf: Type.Optional(Type.String()), node: SHORT, parent: SHORT, name: SHORT, disabled: SHORT });
type Query = Record<string, string>;
type Body = { node?: string; parent?: string; name?: string; disabled?: string };

/**
 * The gallery's navigation tree: a node's children as a fragment (the island's lazy opening), and the filled tree's
 * operations on the session's sample. Each operation goes back to the tree (`303`) with the node it touched
 * selected and its parent open, the focus on it (the address's fragment); a refused name answers the dialog again
 * with the input kept.
 */
export function navTreeGalleryRoutes(app: FastifyInstance, answer: Answer): void {
  const config = { routeId: 'gallery' as const };
  const address = navTreeAddress('filled');
  const back = (reply: FastifyReply, state: NavTreeState, nodeId?: string) =>
    reply.redirectTo(`/gallery?${queryString(navTreePageQuery(address, state))}#${nodeId ? navItemId(address.id, nodeId) : address.id}`);
  /** The filled tree as its query shows it, and the node the form names if the tree shows it. */
  const target = async (request: FastifyRequest<{ Querystring: Query; Body: Body }>) => {
    const tree = await galleryNavTree(request, request.query, 'filled');
    const nodeId = request.body.node;
    const found = isNodeId(nodeId) && tree.selected?.node.id === nodeId ? tree.selected : undefined;
    return { state: tree.state, found };
  };

  app.get<{ Params: { state: string }; Querystring: Query }>('/gallery/nav-tree/children/:state', { config, schema: { querystring: QUERY } }, async (request, reply) => {
    const state = request.params.state;
    const node = request.query.node;
    const level = Number(request.query.level);
    if (!isNavTreeGalleryState(state) || !isNodeId(node) || !Number.isInteger(level) || level < 2 || level > 32) return reply.code(404).send();
    const treeState = withOpen(navTreeStateOf(request.query, state), node, true);
    const nodes = await loadChildren(navTreeSource(request, state), node, level);
    const address = navTreeAddress(state);
    return reply.fragment(<NavTreeGroup id={`${navItemId(address.id, node)}-group`} nodes={nodes} state={treeState} address={address} />);
  });

  const named = (kind: 'create' | 'rename') => async (request: FastifyRequest<{ Querystring: Query; Body: Body }>, reply: FastifyReply) => {
    const { state, found } = await target(request);
    if (kind === 'rename' && !found) return back(reply, state);
    const check = checkNodeName(request.body.name);
    const refuse = (key: string) => answer(request, reply, { navTreeDialog: { kind, node: found?.node.id, value: request.body.name ?? '', error: request.view().t(key) } }, 400);
    if (!check.ok) return refuse(check.key);
    const operations = sampleOperations(request);
    try {
      if (kind === 'rename') {
        await operations.rename(found!.node.id, check.name);
        return back(reply, withSelected(state, found!.node.id), found!.node.id);
      }
      const parent = found?.node.id ?? null;
      const id = await operations.create(parent, check.name);
      return back(reply, withSelected(parent ? withOpen(state, parent, true) : state, id), id);
    } catch (error) {
      if (error instanceof NavTreeRefusal) return refuse(error.key);
      throw error;
    }
  };
  const withBody = { config, schema: { querystring: QUERY, body: BODY } };
  app.post<{ Querystring: Query; Body: Body }>('/gallery/nav-tree/create', withBody, named('create'));
  app.post<{ Querystring: Query; Body: Body }>('/gallery/nav-tree/rename', withBody, named('rename'));

  app.post<{ Querystring: Query; Body: Body }>('/gallery/nav-tree/delete', withBody, async (request, reply) => {
    const { state, found } = await target(request);
    if (!found) return back(reply, state);
    await sampleOperations(request).remove(found.node.id);
    return back(reply, withSelected(state, found.parentId ?? undefined), found.parentId ?? undefined);
  });

  app.post<{ Querystring: Query; Body: Body }>('/gallery/nav-tree/disable', withBody, async (request, reply) => {
    const { state, found } = await target(request);
    if (found) await sampleOperations(request).setDisabled(found.node.id, request.body.disabled === 'true');
    return back(reply, state, found?.node.id);
  });
}
