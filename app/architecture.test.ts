/**
 * The layers hold (issue #16, docs/architecture.md): code that can reach the browser imports no
 * server module, not even for a type; db/ is only the schema, the client and the migrations; and
 * no module needs itself through its imports.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every module an import or re-export of `file` names (with `import type` too), resolved to a file of app/. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...[...text.matchAll(/(?:^|\n)\s*(?:import|export)\s(?:[^;]*?\sfrom\s)?"([^"]+)"/g)].map((match) => match[1]),
    // a module loaded when it is needed (`await import("~/…")`) is an import too
    ...[...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]),
  ];
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("~/")
      ? path.join(APP, specifier.slice(2))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!base) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found ? [found] : [];
  });
}

const relative = (file: string) => path.relative(APP, file);
const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);
/** infra/: what every layer may use (env, logger, crypto, the request's context, the metrics); server/: the process and its doors. */
const isInfrastructure = (file: string) => relative(file).startsWith("infra/");
const files = sourceFiles(APP);

/** Each import from one of `from` to a module `forbidden` refuses, as "importer → imported". */
const crossings = (from: string[], forbidden: (target: string) => boolean) =>
  from.flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${relative(file)} → ${relative(target)}`),
  );

describe("the layers", () => {
  it("code that reaches the browser imports no .server module, not even a type", () => {
    // Route modules (root.tsx too) hold both sides (Remix strips loaders and actions from the
    // browser's copy); server/, infra/ and workers/ never reach the browser; `~/i18n` is the server's door
    // to the whole catalogue.
    const browserSide = files.filter(
      (file) =>
        !isServerModule(file) &&
        !/^(routes|server|infra|workers)\//.test(relative(file)) &&
        !["root.tsx", "entry.server.tsx", "i18n/index.ts"].includes(relative(file)),
    );
    expect(crossings(browserSide, isServerModule)).toEqual([]);
  });

  it("db/ holds the schema, the client (and what keeps a transaction's work on its handle, and reads its errors) and the migrations, and needs no service", () => {
    const dbFiles = files.filter((file) => relative(file).startsWith("db/"));
    expect(dbFiles.map(relative).sort()).toEqual([
      "db/client.server.ts",
      "db/migrate.server.ts",
      "db/one-at-a-time.server.ts",
      "db/schema.ts",
      "db/sql-state.server.ts",
    ]);
    const offending = dbFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(services|routes|components|canvas|utils|server)\//.test(relative(target)))
        .map(relative),
    );
    expect(offending).toEqual([]);
  });

  it("services and db import nothing from the screens' side: routes, their helpers, components, canvas, utils", () => {
    // utils/ is the two doors' toolkit (sessions, forms, toasts, the /api reply); a route's own
    // helper sits beside its routes as routes/<folder>/__name.server.ts.
    const below = files.filter((file) => /^(services|db)\//.test(relative(file)));
    const offending = crossings(
      below,
      (target) => /^(routes|components|canvas|utils)\//.test(relative(target)) || ["root.tsx", "entry.server.tsx"].includes(relative(target)),
    );
    expect(offending).toEqual([]);
  });

  it("services and db reach no server/ module (the process and its doors): what they share with it is infra/", () => {
    const below = files.filter((file) => /^(services|db)\//.test(relative(file)));
    expect(crossings(below, (target) => relative(target).startsWith("server/"))).toEqual([]);
  });

  it("infra/ needs nothing above it: no service, db, server, screen or route", () => {
    const infra = files.filter(isInfrastructure);
    expect(infra.map(relative).sort()).toEqual([
      "infra/crypto.server.ts",
      "infra/env.server.ts",
      "infra/logger.server.ts",
      "infra/metrics.server.ts",
      "infra/request-context.server.ts",
    ]);
    expect(crossings(infra, (target) => /^(services|db|server|routes|components|canvas|utils)\//.test(relative(target)))).toEqual([]);
  });

  it("lib/ is code safe on both sides: it imports no server module and nothing from the layers above it", () => {
    const lib = files.filter((file) => relative(file).startsWith("lib/"));
    const offending = crossings(lib, (target) => isServerModule(target) || /^(services|server|db|routes|components|canvas|utils)\//.test(relative(target)));
    expect(offending).toEqual([]);
  });

  it("a helper in routes/ that is not a route is named __name, so the router never takes it for one", () => {
    const routeFiles = new Set(files.filter((file) => relative(file).startsWith("routes/")));
    const helpers = [...routeFiles].filter((file) => path.basename(file).startsWith("__"));
    // Every helper is imported by a route (it is not dead), and no route file imports another route file.
    for (const helper of helpers)
      expect(
        files.some((file) => importsOf(file).includes(helper)),
        relative(helper),
      ).toBe(true);
    const routes = [...routeFiles].filter((file) => !path.basename(file).startsWith("__"));
    expect(crossings(routes, (target) => routeFiles.has(target) && !path.basename(target).startsWith("__"))).toEqual([]);
  });

  it("no module needs itself through its imports", () => {
    const graph = new Map(files.filter((file) => !relative(file).startsWith("routes/")).map((file) => [file, importsOf(file)]));
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (!graph.has(next)) continue;
        if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].map(relative).join(" → "));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});

describe("the document", () => {
  it("is rendered to one string, so no loader defers data to stream in after it (docs/decisions/0118)", () => {
    // A deferred value reaches the browser only through a streamed document: with one string it
    // would never arrive. Deferring again means rendering with renderToPipeableStream again.
    const deferring = files.filter((file) => /\bdefer\(|<Await\b/.test(fs.readFileSync(file, "utf8"))).map(relative);
    expect(deferring).toEqual([]);
    // (single fetch streams every screen's data beside the document)
    expect(fs.readFileSync(path.join(APP, "..", "remix.config.js"), "utf8")).toMatch(/v3_singleFetch:\s*false/);
  });
});
