import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { API } from "../../contracts/api";
import { API_PATHS, type ApiName } from "../../contracts/api-paths";
import type { ApiMessageCode } from "./api-error";

/**
 * Which error a route answers when its request does not fit the contract: `notFound` for path
 * parameters that name nothing (default `api.notFound`), `invalid` for a query or body of the wrong
 * shape (default `api.badRequest`). The API's error handler reads them from the route's config.
 */
export interface ContractErrors {
  notFound?: ApiMessageCode;
  invalid?: ApiMessageCode;
}

declare module "fastify" {
  interface FastifyContextConfig {
    contractErrors?: ContractErrors;
  }
}

/** The API's scope speaks the contract: zod validates requests and serialises every answer. */
export function useContract(app: FastifyInstance): FastifyInstance {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** A route's method, path, schemas and error codes from the contract, to spread into `route()`. */
export function contract<N extends ApiName>(name: N, errors: ContractErrors = {}) {
  return { ...API_PATHS[name], schema: API[name], config: { contractErrors: errors } };
}

/** The scope with zod's types: handlers see their parameters, query and body as the contract parses them. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
