import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ScriptTestView } from '../../views/parts/script-test/script-test-dialog.tsx';
import { initialTestInput, scriptKindOf, type ScriptTestInput } from '../domain/script-test.ts';
import { checkTestInput, runScriptTest } from '../tables/rule-chains/run-script-test.ts';

/** The gallery's script test: a transform node's script, in JavaScript, the platform's scripting language everywhere. */
const KIND = scriptKindOf('org.thingsboard.rule.engine.transform.TbTransformMsgNode')!;
const SAMPLE_SCRIPT = 'msg.temperature = msg.temperature * 9 / 5 + 32;\nreturn {msg: msg, metadata: metadata, msgType: msgType};';
/** The invalid sample: message JSON cut short. */
const BROKEN_MSG = '{\n  "temperature": 22.4,\n  "humidity":\n';

function galleryView(input: ScriptTestInput, shown: Partial<ScriptTestView> = {}): ScriptTestView {
  return {
    functionTitle: KIND.functionTitle, action: '/gallery/script-test', cancelHref: '/gallery#script-test-opener',
    input, language: 'javascript', errors: {}, canSave: false, ...shown,
  };
}

/** The dialog as its opener's address asks: the sample (`filled`) or the sample with its message JSON broken and named (`invalid`). */
export function openedScriptTest(sample: unknown, t: (key: string) => string): ScriptTestView {
  const input = initialTestInput(SAMPLE_SCRIPT);
  if (sample !== 'invalid') return galleryView(input);
  const broken = { ...input, msg: BROKEN_MSG };
  const checked = checkTestInput(KIND, broken, t);
  return galleryView(broken, { errors: 'errors' in checked ? checked.errors : {} });
}

export type ScriptTestAnswer = (request: FastifyRequest, reply: FastifyReply, parts: { scriptTest: ScriptTestView }, status?: number) => Promise<unknown>;

/** `POST /gallery/script-test`: Test runs the script through the platform's test endpoint, the input kept. */
export function scriptTestGalleryRoutes(app: FastifyInstance, answer: ScriptTestAnswer): void {
  app.post('/gallery/script-test', { config: { routeId: 'gallery' } }, async (request, reply) => {
    const run = await runScriptTest(request, KIND, 'JS', (request.body ?? {}) as Record<string, unknown>);
    return answer(request, reply, { scriptTest: galleryView(run.input, run.shown) }, run.status);
  });
}
