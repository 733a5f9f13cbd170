import type { FastifyRequest } from 'fastify';
import { chainPicture, RULE_CHAIN_INPUT_NODE, targetChainId, type ChainPicture } from '../../domain/rule-chain-picture.ts';
import { isUuid } from '../../domain/entity-form.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import { isPlatformError } from '../../platform/platform-error.ts';
import type { RuleChainMetaData, RuleChainType } from '../../platform/types/rule-chain.ts';

/** The names of the chains the rule-chain nodes send to; one the platform does not have keeps its id. */
async function targetNames(request: FastifyRequest, metadata: RuleChainMetaData): Promise<Map<string, string>> {
  const ids = new Set(metadata.nodes.filter((n) => n.type === RULE_CHAIN_INPUT_NODE).map((n) => targetChainId(n.configuration)).filter(isUuid));
  const names = new Map<string, string>();
  await Promise.all(
    [...ids].map((id) =>
      ruleChainsApi.getRuleChain(request.platform, id).then(
        (chain) => names.set(id, chain.name),
        (err: unknown) => {
          if (!isPlatformError(err, { status: [403, 404] })) throw err;
        },
      ),
    ),
  );
  return names;
}

/** A chain's picture from its metadata (saved, or imported and not yet saved) and the components of its type. */
export async function pictureOf(request: FastifyRequest, type: RuleChainType, metadata: RuleChainMetaData): Promise<ChainPicture> {
  const [components, names] = await Promise.all([ruleChainsApi.getComponents(request.platform, type), targetNames(request, metadata)]);
  return chainPicture(metadata, components, names);
}
