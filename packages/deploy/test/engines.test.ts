import semver from "semver";
import { describe, expect, it } from "vitest";
import { read } from "./files";

/** Production runs on the Node the tests run on: the image's Node, and every locked package's `engines`. */
const node = process.versions.node;
const lock = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { version?: string; dev?: boolean; engines?: { node?: string } | string[] }>;
};
const excluding = (production: boolean) =>
  Object.entries(lock.packages)
    .filter(([path, info]) => path.includes("node_modules/") && !info.dev === production)
    .map(([path, info]) => ({
      name: path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length),
      version: info.version,
      node: Array.isArray(info.engines) ? undefined : info.engines?.node,
    }))
    .filter((p) => p.node !== undefined && !semver.satisfies(node, p.node, { includePrerelease: true }))
    .map((p) => `${p.name}@${p.version} wants node ${p.node}`);

describe(`the Node version the tests run on (${node})`, () => {
  it("is the one the production image is built and run on", () => {
    const images = [...read("Dockerfile").matchAll(/^FROM node:(\d+)[.\w-]*/gm)].map((m) => Number(m[1]));
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([semver.major(node)]));
  });

  it("is supported by every production dependency in package-lock.json (its engines field)", () => {
    expect(excluding(true)).toEqual([]);
  });

  it("is supported by the development dependencies too", () => {
    expect(excluding(false)).toEqual([]);
  });

  it("meets the root package's own engines field", () => {
    expect(semver.satisfies(node, JSON.parse(read("package.json")).engines.node)).toBe(true);
  });
});
