import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import * as z from "zod";

/*
 * zod with `.openapi(name)`, for the schemas the OpenAPI document names in its components
 * (utils/api-shapes.server.ts). Not zod's own `.meta({ id })`: that id is kept in zod's one
 * registry for the whole process, which refuses a second schema of the same id, and a process
 * can hold two copies of a module (the tests' and the server build's).
 */
extendZodWithOpenApi(z);

export { z };

/**
 * A named schema, or null. Not `.nullable()`: zod-to-openapi carries the name onto the nullable
 * copy, which then stands for the named schema itself, and every use of it would allow null.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
