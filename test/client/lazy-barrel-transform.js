// Jest transform for the CommonJS entries of Fluent's two barrels, which load every component package
// (@fluentui/react-components) or every icon chunk (@fluentui/react-icons) up front: about 3 s of CPU in
// each test file importing them. Here each package or chunk loads on the first read of one of its exports,
// so a test file pays only for what it renders. What the barrels export is unchanged.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** `const _x = require("package");` in react-components' barrel. */
const PACKAGE_REQUIRE = /^const (_\w+) = require\(("[^"]+")\);$/gm;
/** `tslib_1.__exportStar(require("./icons/chunk-0.cjs"), exports);` in react-icons' barrel. */
const CHUNK_STAR = /^tslib_1\.__exportStar\(require\(("\.\/icons\/chunk-\d+\.cjs")\), exports\);$/gm;
/** A chunk's first statements name its exports: `exports.A = exports.B = ... = void 0;` lines. */
const CHUNK_EXPORT = /exports\.(\w+) =/g;

const HELPERS = `
function lazyModule(load) {
  let loaded;
  const target = () => (loaded ??= load());
  return new Proxy({}, {
    get: (_, key) => target()[key],
    has: (_, key) => key in target(),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
  });
}
function lazyExports(target, load, names) {
  let loaded;
  for (const name of names) {
    Object.defineProperty(target, name, { enumerable: true, get: () => (loaded ??= load())[name] });
  }
}
`;

function chunkNames(barrelFile, specifier) {
  const source = fs.readFileSync(path.join(path.dirname(barrelFile), JSON.parse(specifier)), 'utf8');
  const declarations = source.split('\n').filter((line) => line.endsWith('= void 0;'));
  return declarations.flatMap((line) => [...line.matchAll(CHUNK_EXPORT)].map((match) => match[1]));
}

module.exports = {
  process(source, filename) {
    const code = source
      .replace(PACKAGE_REQUIRE, 'const $1 = lazyModule(() => require($2));')
      .replace(
        CHUNK_STAR,
        (_, specifier) =>
          `lazyExports(exports, () => require(${specifier}), ${JSON.stringify(chunkNames(filename, specifier))});`,
      );
    return { code: code + HELPERS };
  },
  getCacheKey(source, filename) {
    const hash = createHash('sha256').update(source).update(HELPERS).update(fs.readFileSync(__filename));
    for (const [, specifier] of source.matchAll(CHUNK_STAR)) {
      hash.update(fs.readFileSync(path.join(path.dirname(filename), JSON.parse(specifier))));
    }
    return hash.digest('hex');
  },
};
