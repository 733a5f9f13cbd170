import { isImportProblem, readRuleChainFile } from '../../domain/rule-chain-import.ts';
import type { RuleChainType } from '../../platform/types/rule-chain.ts';
import { importDraftKey } from '../../domain/rule-chain-draft.ts';
import { keepRuleChainImport } from '../../session/console-session.ts';
import { endChainDraft } from '../../session/editor-drafts.ts';
import { MAX_UPLOAD_BYTES, isUpload } from '../upload.ts';
import type { DialogContent, DialogContext, EntityDialog } from '../entity-table.ts';
import type { RuleChainRow } from './rule-chain-kind.ts';

/** The import page of a list's chains: `/ruleChains/ruleChain/import`, `/edgeManagement/ruleChains/ruleChain/import`. */
export function importPagePath(listPath: string): string {
  return `${listPath}/ruleChain/import`;
}

function content(ctx: DialogContext<RuleChainRow>, error?: string): DialogContent {
  const { t, format } = ctx.request.view();
  return {
    kind: 'file',
    title: t('rulechain.import'),
    submitLabel: t('action.import'),
    file: {
      name: 'file',
      multiple: false,
      required: true,
      label: t('rulechain.rulechain-file'),
      accept: '.json,application/json',
      hint: t('rulechain.import-max-size', { size: format.number(MAX_UPLOAD_BYTES / 1024) }),
      error,
    },
  };
}

/**
 * Import from a JSON file (console-map §3.10): the file is read and checked here; a good one waits in the session for
 * the import page, which shows it and saves it. A bad one is named on the dialog and nothing is created.
 */
export function ruleChainImportDialog(type: RuleChainType): EntityDialog<RuleChainRow> {
  return {
    about: 'none',
    multipart: true,
    view: async (ctx) => content(ctx),
    async submit(ctx, body) {
      const { t, format } = ctx.request.view();
      const invalid = (message: string, status = 400) => ({ kind: 'invalid' as const, content: content(ctx, message), status });
      const upload = body.file;
      if (!isUpload(upload) || (upload.text === '' && !upload.tooLarge)) return invalid(t('rulechain.import-no-file'));
      if (upload.tooLarge) return invalid(t('rulechain.import-too-large', { size: format.number(MAX_UPLOAD_BYTES / 1024) }), 413);
      const read = readRuleChainFile(upload.text, type);
      if (isImportProblem(read)) return invalid(t(read.key, read.values ?? {}));
      keepRuleChainImport(ctx.request.session, read);
      // A new file starts over: changes made to an earlier import in the editor are not carried to this one.
      endChainDraft(ctx.request.session, importDraftKey(type));
      return { kind: 'leave', path: importPagePath(ctx.place.listPath) };
    },
  };
}
