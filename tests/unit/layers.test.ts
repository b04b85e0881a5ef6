import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "app");
const apiDir = path.join(appDir, "api");

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFilesUnder(file);
    return /\.(ts|tsx|mts)$/.test(name) ? [file] : [];
  });
}

/** Every module a file imports or re-exports, static or dynamic, as the compiler reads it. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((imported) => imported.fileName);
}

/** Where an import lands inside the app, or null for a package. */
function resolveInApp(specifier: string, from: string): string | null {
  if (specifier.startsWith("~/")) return path.join(appDir, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return null;
}

function importsOfHttpLayer(folder: string): string[] {
  return sourceFilesUnder(folder).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => {
        const target = resolveInApp(specifier, file);
        return target !== null && (target === apiDir || target.startsWith(apiDir + path.sep));
      })
      .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
  );
}

describe("the domain layer knows no HTTP", () => {
  it.each(["app/models", "app/db"])("nothing under %s imports from app/api", (folder) => {
    expect(importsOfHttpLayer(path.join(root, folder))).toEqual([]);
  });

  it("sees an import of app/api however it is written", () => {
    const importer = path.join(appDir, "models", "example.server.ts");
    for (const specifier of ["~/api/errors", "../api/request", "~/api"]) {
      const target = resolveInApp(specifier, importer);
      expect(target === apiDir || target?.startsWith(apiDir + path.sep)).toBe(true);
    }
    const source = `import { a } from "~/api/errors";\nexport { b } from "../api/request";\nconst c = await import("~/api/x");\nimport type { D } from "~/api/types";`;
    expect(ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName)).toEqual([
      "~/api/errors",
      "../api/request",
      "~/api/x",
      "~/api/types",
    ]);
  });
});
