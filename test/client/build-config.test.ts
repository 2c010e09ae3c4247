/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require('../../webpack.config.js') as (env: object, argv: { mode: string }) => webpack.Configuration;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

/**
 * The server serves the build's output folder (dist/) to everyone: a production build must put no source
 * map there, and no script in it may name one. Compiles a two-module app with the production settings
 * that decide where maps go (devtool, output file names), into a temporary folder.
 */
describe('the production build', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-build-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('writes no source map into the served folder, and no script refers to one', async () => {
    const production = makeConfig({}, { mode: 'production' });
    const src = path.join(dir, 'src');
    fs.mkdirSync(src);
    fs.writeFileSync(path.join(src, 'main.js'), "import('./lazy').then((m) => console.log(m.answer));\n");
    fs.writeFileSync(path.join(src, 'lazy.js'), 'export const answer = 42;\n');
    const served = path.join(dir, 'dist');
    const config: webpack.Configuration = {
      mode: 'production',
      context: dir,
      entry: { main: './src/main.js' },
      devtool: production.devtool,
      output: { ...production.output, path: served },
      performance: false,
    };

    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(config, (err, result) => (err || !result ? reject(err) : resolve(result))),
    );
    expect(stats.hasErrors()).toBe(false);

    const servedFiles = filesUnder(served);
    const scripts = servedFiles.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(2); // the entry and the lazy chunk
    expect(servedFiles.filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const script of scripts)
      expect(fs.readFileSync(path.join(served, script), 'utf8')).not.toMatch(/sourceMappingURL/);
    // The maps exist, outside the served folder.
    const maps = filesUnder(dir).filter((f) => f.endsWith('.map'));
    expect(maps.length).toBe(scripts.length);
  });
});
