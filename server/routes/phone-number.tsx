import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ElementId, FieldName, FieldTexts, sentText } from '../route-schemas.ts';
import { PHONE_NUMBER_INPUT, PhoneNumberInput } from '../../views/parts/phone-number-input.tsx';
import { phoneCountryField } from '../domain/phone-field.ts';

const PhoneQuery = Type.Object(
  { field: FieldName, id: ElementId, required: Type.Optional(Type.Literal('true')), errorId: Type.Optional(ElementId) },
  { additionalProperties: FieldTexts },
);

/** The phone input's number drawn again for the country just chosen (views/parts/phone-number-input.tsx), the text kept. */
export function phoneNumberRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { field: string; id: string; required?: 'true'; errorId?: string } }>(
    PHONE_NUMBER_INPUT,
    { config: { access: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] }, schema: { querystring: PhoneQuery } },
    async (request, reply) => {
      const { field, id, required, errorId } = request.query;
      const query = request.query as Record<string, unknown>;
      const view = { id, name: field, value: sentText(query, field), country: sentText(query, phoneCountryField(field)), required: required === 'true', errorId };
      return reply.header('cache-control', 'no-store').fragment(<PhoneNumberInput view={view} />);
    },
  );
}
