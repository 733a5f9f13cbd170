import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypedValuePost } from '../../views/gallery/existing-parts-sections.tsx';
import { firstString } from '../domain/form-rows.ts';
import { notFound } from '../plugins/not-found.tsx';
import { isValueType, parseTypedValue } from '../domain/typed-value.ts';
import { FORM_PARTS, formPartViews, isFormPart, readFormPart, type FormPart, type FormPartPost, type FormPartViews } from '../gallery/form-parts-samples.ts';
import { gallerySchemaFields, readSchemaPost, schemaStates, type SchemaFormPost } from '../gallery/schema-form-sample.ts';
import type { SchemaField } from '../domain/schema-form/schema-types.ts';

/** What the gallery's form parts posted, by part (one at a time). */
export type FormPosts = Partial<Record<FormPart, FormPartPost>> & { schema?: SchemaFormPost; typed?: TypedValuePost };

type Answer = (request: FastifyRequest, reply: FastifyReply, parts: { formPosts: FormPosts }, status?: number) => Promise<unknown>;
const BODY = Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 4096 }), Type.Array(Type.String({ maxLength: 4096 }), { maxItems: 4 })]), { maxProperties: 256 });
const PARAMS = Type.Object({ part: Type.Union([...Object.keys(FORM_PARTS), 'schema', 'typed'].map((p) => Type.Literal(p))) });

/** The first of each posted member (a browser posts each name once). */
const firsts = (body: Record<string, string | string[]>) => Object.fromEntries(Object.entries(body).map(([name, value]) => [name, firstString(value)]));

/**
 * `/gallery/form/<part>`: the form parts' forms without JavaScript. Each comes back with the server's verdict, the
 * input kept: 400 with the messages, or 200 with what would be saved (or the form again after an add or remove button).
 */
export function galleryFormRoutes(app: FastifyInstance, answer: Answer): void {
  app.post<{ Params: { part: string }; Body: Record<string, string | string[]> }>('/gallery/form/:part', { config: { routeId: 'gallery' }, schema: { params: PARAMS, body: BODY } }, async (request, reply) => {
    const { part } = request.params;
    const body = firsts(request.body);
    if (part === 'typed') {
      const type = isValueType(body.type) ? body.type : 'STRING';
      const parsed = parseTypedValue(type, body.value ?? '', body.booleanValue === 'true');
      const typed: TypedValuePost = { type, text: body.value ?? '', checked: body.booleanValue === 'true', ...(parsed.ok ? { value: parsed.value } : { error: parsed.error }) };
      return answer(request, reply, { formPosts: { typed } }, parsed.ok ? 200 : 400);
    }
    if (part === 'schema') {
      const schema = readSchemaPost(gallerySchemaFields(request.view().t), body);
      return answer(request, reply, { formPosts: { schema } }, Object.keys(schema.errors).length ? 400 : 200);
    }
    if (!isFormPart(part)) return notFound(request, reply);
    const post = readFormPart(part, request.body);
    return answer(request, reply, { formPosts: { [part]: post } }, Object.keys(post.errors).length ? 400 : 200);
  });
}
