import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

type Validate = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type CompileRoute = (route: object) => Validate;
type BuildValidator = (externalSchemas: unknown, options: unknown) => CompileRoute;

/**
 * Fastify's own validator compiler (Ajv, with Fastify's options), but each route's schema is compiled by the first
 * request that needs it, and Ajv itself is created then: start-up and memory do not pay for pages nobody opens.
 * The stand-in forwards the call and what Fastify reads from a compiled validator (`errors`, `schemaEnv`).
 */
export function lazyValidators(): ValidatorFactory {
  const fastifyDefault = AjvCompiler() as unknown as BuildValidator;
  const build: BuildValidator = (externalSchemas, options) => {
    let compile: CompileRoute | undefined;
    return (route) => {
      let compiled: Validate | undefined;
      const real = () => (compiled ??= (compile ??= fastifyDefault(externalSchemas, options))(route));
      const validate = ((...args: unknown[]) => real()(...args)) as Validate;
      Object.defineProperties(validate, {
        errors: { get: () => real().errors },
        schemaEnv: { get: () => real().schemaEnv },
      });
      return validate;
    };
  };
  // Fastify calls it as its own factory: the external schemas and the Ajv options in, a route compiler out.
  return build as unknown as ValidatorFactory;
}
