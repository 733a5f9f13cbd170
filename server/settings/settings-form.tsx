import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { SettingsDialogView } from '../../views/settings/settings-dialog.tsx';
import { SettingsPage, type SettingsAction } from '../../views/settings/settings-page.tsx';
import { type FieldErrors, type FormDef, type FormInput } from '../domain/entity-form.ts';
import { applyForm, formInputOf, parseForm } from '../domain/form-input.ts';
import { rowEdit } from '../domain/form-rows.ts';
import type { RouteId } from '../domain/route-table.ts';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { success } from '../notices/notice.ts';
import { notFound } from '../plugins/not-found.tsx';
import { formView, PICKER_SEARCH, pickerSearches } from '../tables/form-view.ts';
import { refusalOf } from '../tables/refusal.ts';
import { seeOther } from '../tables/entity-posts.ts';

/** What a settings form's button does with the valid settings: save them, or try them (send a test mail). */
export interface SettingsCommand<S extends object> {
  /** Translation key of the button; the body member `_command` carries the command's name. */
  label: string;
  /** Translation key of the toast once it is done. */
  done: string;
  run(request: FastifyRequest, settings: S): Promise<unknown>;
}

/** One settings page (console-map §5): a form over one platform object, loaded, checked, saved or tried. */
export interface SettingsFormDef<S extends object, O = undefined> {
  routeId: RouteId;
  path: string;
  /** Translation key of the card's title. */
  title: string;
  /** What the form offers that the platform lists (OAuth2 providers' presets), read once per request. */
  options?(request: FastifyRequest): Promise<O>;
  /** The form for the input shown (a provider's type picks its fields). */
  form(input: FormInput, options: O): FormDef;
  load(request: FastifyRequest): Promise<S>;
  /** Rules across fields (required while another is on), besides each field's validators; `stored`: the settings before. */
  check?(input: FormInput, stored: S): FieldErrors;
  /** The settings the platform is sent, from the form applied onto the stored ones. */
  prepare?(settings: S, input: FormInput): S;
  save: SettingsCommand<S>;
  /** The translation key of the legend of a field's group (consecutive fields with one legend share a fieldset). */
  sectionOf?(path: string): string | undefined;
  /** Other buttons (the test mail), run on the same valid input without saving. */
  commands?: Record<string, SettingsCommand<S>>;
  /** Dialogs over the page by name, each at `<path>?dialog=<name>` (the test SMS); the form shows a link to each. */
  dialogs?: Record<string, SettingsDialog>;
  /** A card above the form (what to set up first), as things stand when the page is shown. */
  notice?(request: FastifyRequest): Promise<ReactNode>;
  /** More cards under the form (the JWT settings), as they stand when the page is shown. */
  cards?(request: FastifyRequest): Promise<ReactNode>;
}

/** A dialog of a settings page with a form of its own (console-map §5's test SMS): checked, then run, never saved. */
export interface SettingsDialog {
  /** Translation keys: the link that opens it, its title, its button, the toast once done. */
  label: string;
  title: string;
  submit: string;
  done: string;
  /** Translation key of a question above the fields (a confirmation has no fields). */
  text?: string;
  form: FormDef;
  /** The input its form starts with when its address is opened (empty unless given). */
  input?(request: FastifyRequest): Promise<FormInput>;
  /** False: no link on the page's form (a card of its own leads to it). */
  linked?: false;
  /** What showing the page without the dialog does (its Cancel leads there): the JWT dialog drops the settings it waited to confirm. */
  leave?(request: FastifyRequest): void;
  run(request: FastifyRequest, input: FormInput): Promise<unknown>;
}

/** A dialog that asks before deleting the page's settings (translation keys of its title, question and toast). */
export function deleteDialog(keys: { title: string; text: string; done: string }, run: SettingsDialog['run']): SettingsDialog {
  return { label: 'action.delete', submit: 'action.delete', form: { fields: [] }, ...keys, run };
}

/** The body member naming the button pressed; absent: save. */
export const COMMAND = '_command';

/** Registers the page (GET) and its form (POST, post/redirect/get; invalid input: 400 with the input kept). */
export function settingsForm<S extends object, O>(app: FastifyInstance, def: SettingsFormDef<S, O>): void {
  app.get(def.path, { config: { routeId: def.routeId } }, async (request, reply) => {
    const dialog = dialogOf(request, def);
    if (dialog === 'unknown') return notFound(request, reply);
    if (dialog) {
      const input = dialog.def.input ? await dialog.def.input(request) : formInputOf(dialog.def.form, null);
      return answerStored(request, reply, def, 200, await dialogView(request, def, dialog, input, {}));
    }
    for (const other of Object.values(def.dialogs ?? {})) other.leave?.(request);
    return answerStored(request, reply, def, 200);
  });

  app.post(def.path, { config: { routeId: def.routeId } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const dialog = dialogOf(request, def);
    if (dialog === 'unknown') return notFound(request, reply);
    if (dialog) return submitDialog(request, reply, def, dialog, body);
    const options = (await def.options?.(request)) as O;
    const first = parseForm(def.form({}, options), body).input;
    const form = def.form(first, options);
    const { input, errors } = parseForm(form, body);
    // A picker's search, or a select's refresh for a changed choice (both `_search`, without JavaScript): the form again, nothing saved.
    if (typeof body[PICKER_SEARCH] === 'string') return answer(request, reply, def, input, { searches: pickerSearches(form, body) }, 200, undefined, options);
    // A list's add or remove button: the form again with an entry more or fewer, nothing saved.
    const listed = rowEdit(form, body);
    if (listed) return answer(request, reply, def, listed, {}, 200, undefined, options);
    const stored = await def.load(request);
    Object.assign(errors, { ...def.check?.(input, stored), ...errors });
    if (Object.keys(errors).length > 0) return answer(request, reply, def, input, { errors }, 400, undefined, options);
    const name = typeof body[COMMAND] === 'string' ? body[COMMAND] : '';
    const command = (name && def.commands?.[name]) || def.save;
    const applied = applyForm(form, stored, input);
    const settings = def.prepare ? def.prepare(applied, input) : applied;
    try {
      await command.run(request, settings);
    } catch (err) {
      const refusal = refusalOf(request, err);
      if (!refusal) throw err;
      return answer(request, reply, def, input, { formError: refusal.message }, refusal.status, undefined, options);
    }
    success(request, request.view().t(command.done));
    return seeOther(request, reply, def.path);
  });
}

/** The dialog the address names (`?dialog=<name>`): none, one the page has, or one it does not have. */
function dialogOf<S extends object, O>(request: FastifyRequest, def: SettingsFormDef<S, O>): { name: string; def: SettingsDialog } | 'unknown' | undefined {
  const name = (request.query as Record<string, unknown> | undefined)?.dialog;
  if (name === undefined) return undefined;
  if (typeof name !== 'string' || !Object.hasOwn(def.dialogs ?? {}, name)) return 'unknown';
  return { name, def: def.dialogs![name] };
}

async function dialogView<S extends object, O>(
  request: FastifyRequest,
  def: SettingsFormDef<S, O>,
  dialog: { name: string; def: SettingsDialog },
  input: FormInput,
  options: { errors?: FieldErrors; formError?: string },
): Promise<ReactNode> {
  const { t } = request.view();
  const form = await formView(request, dialog.def.form, input, options);
  const action = `${def.path}?dialog=${encodeURIComponent(dialog.name)}`;
  return <SettingsDialogView name={dialog.name} title={t(dialog.def.title)} action={action} cancelHref={def.path} submitLabel={t(dialog.def.submit)} text={dialog.def.text ? t(dialog.def.text) : undefined} form={form} />;
}

async function submitDialog<S extends object, O>(
  request: FastifyRequest,
  reply: FastifyReply,
  def: SettingsFormDef<S, O>,
  dialog: { name: string; def: SettingsDialog },
  body: Record<string, unknown>,
): Promise<FastifyReply> {
  const { input, errors } = parseForm(dialog.def.form, body);
  if (Object.keys(errors).length > 0) return answerStored(request, reply, def, 400, await dialogView(request, def, dialog, input, { errors }));
  try {
    await dialog.def.run(request, input);
  } catch (err) {
    const refusal = refusalOf(request, err);
    if (!refusal) throw err;
    return answerStored(request, reply, def, refusal.status, await dialogView(request, def, dialog, input, { formError: refusal.message }));
  }
  success(request, request.view().t(dialog.def.done));
  return seeOther(request, reply, def.path);
}

/** The page with the stored settings in its form and `cards` (given, or the definition's) under it. */
export async function answerStored<S extends object, O>(request: FastifyRequest, reply: FastifyReply, def: SettingsFormDef<S, O>, status: number, cards?: ReactNode): Promise<FastifyReply> {
  const [settings, offered] = await Promise.all([def.load(request), def.options?.(request) as Promise<O>]);
  // The stored settings pick the form (a provider's type), which then reads them.
  const input = formInputOf(def.form(formInputOf(def.form({}, offered), settings), offered), settings);
  return answer(request, reply, def, input, {}, status, cards, offered);
}

async function answer<S extends object, O>(
  request: FastifyRequest,
  reply: FastifyReply,
  def: SettingsFormDef<S, O>,
  input: FormInput,
  options: { errors?: FieldErrors; formError?: string; searches?: Record<string, string> },
  status: number,
  cards: ReactNode | undefined,
  offered: O,
): Promise<FastifyReply> {
  const view = request.view();
  const children = cards ?? (await def.cards?.(request));
  const notice = await def.notice?.(request);
  const form = await formView(request, def.form(input, offered), input, options);
  const sections = def.sectionOf ? sectionsOf(form.fields.map((f) => f.path), def.sectionOf, view.t) : undefined;
  const commands: SettingsAction[] = Object.entries(def.commands ?? {}).map(([name, c]) => ({ name, label: view.t(c.label) }));
  const dialogLinks = Object.entries(def.dialogs ?? {}).filter(([, d]) => d.linked !== false).map(([name, d]) => ({ href: `${def.path}?dialog=${encodeURIComponent(name)}`, label: view.t(d.label) }));
  return reply.page(
    <SettingsPage
      title={view.t(def.title)}
      crumbs={routeCrumbs(def.routeId as Parameters<typeof routeCrumbs>[0], view)}
      action={def.path}
      form={form}
      saveLabel={view.t(def.save.label)}
      commands={commands}
      dialogLinks={dialogLinks}
      sections={sections}
      notice={notice}
    >
      {children}
    </SettingsPage>,
    status,
  );
}

/** Consecutive fields with the same legend, in order. */
function sectionsOf(paths: string[], sectionOf: (path: string) => string | undefined, t: (key: string) => string): { legend?: string; paths: string[] }[] {
  const sections: { key?: string; legend?: string; paths: string[] }[] = [];
  for (const path of paths) {
    const key = sectionOf(path);
    const last = sections.at(-1);
    if (last && last.key === key) last.paths.push(path);
    else sections.push({ key, legend: key ? t(key) : undefined, paths: [path] });
  }
  return sections.map(({ legend, paths: p }) => ({ legend, paths: p }));
}
