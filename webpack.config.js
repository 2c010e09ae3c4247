// @ts-check
/**
 * Client build. `webpack --mode production` → dist/ (hashed, split, lazy routes; gzip budget enforced);
 * `webpack serve --mode development` → http://localhost:8080 with the API proxied to the server on :3000.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const API_TARGET = process.env.API_PROXY_TARGET || 'http://127.0.0.1:3000';
/**
 * Production source maps go next to dist/, never into it: the server serves dist/ to everyone, and maps
 * would publish the client's sources. `hidden-source-map` writes no sourceMappingURL comment, so no served
 * script refers to a map the server does not have (load them by hand in devtools, or feed an error tracker).
 */
const SOURCE_MAP_DIR = 'dist-sourcemaps';
/** Decimal kilobytes, as the targets and `npm run bench:client` count them (1 kB = 1000 bytes). */
const KB = 1000;
/**
 * The /login route's scripts (everything it fetches before it is interactive), gzip -9. React, Fluent UI,
 * Redux, redux-persist and the router take ~123 kB; RTK Query (~16 kB) is not on the route: the signed-in
 * app brings it (app/attachApi). i18next (~15 kB) is: the login page speaks the browser's language. Styles
 * compiled at build time, the app's own small React binding of i18next (instead of react-i18next) and
 * plain type classes instead of Fluent's Text components keep it within 145 kB with the language's public
 * catalogue chunk (~1.2 kB): the build holds the scripts to 144 kB; `npm run bench:client` counts both.
 */
const LOGIN_ROUTE_GZIP_BUDGET = Number(process.env.LOGIN_ROUTE_BUDGET_KB || 144) * KB;

/**
 * Fails the build when the JavaScript the /login route fetches exceeds the gzip budget, and prints the figure
 * either way. Counted: every file of the entrypoint (the <script defer> tags of index.html), the files of the
 * lazy chunk groups the route loads at runtime (`chunkGroups`; the login page itself is in the entry), and the
 * files of every chunk group those prefetch or preload (webpack adds the <link rel=prefetch|preload> at runtime
 * and the browser downloads them), so the figure is what the browser really fetches for /login — the same set
 * `npm run bench:client` sees in Chromium's resource timings.
 * (webpack's own `performance` limits measure raw bytes; this measures what the browser downloads.)
 */
class RouteGzipBudgetPlugin {
  /** @param {{ chunkGroups: string[], budget: number }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteGzipBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteGzipBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => this.measure(compiler, compilation),
      );
    });
  }

  /**
   * @param {import('webpack').Compiler} compiler
   * @param {import('webpack').Compilation} compilation
   */
  measure(compiler, compilation) {
    /** @type {Set<import('webpack').ChunkGroup>} */
    const groups = new Set(compilation.entrypoints.values());
    for (const name of this.options.chunkGroups) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) {
        compilation.errors.push(new compiler.webpack.WebpackError(`RouteGzipBudgetPlugin: no chunk group "${name}"`));
        return;
      }
      groups.add(group);
    }
    // What those groups prefetch or preload is fetched too (transitively).
    for (const group of groups) {
      const orders = group.getChildrenByOrders(compilation.moduleGraph, compilation.chunkGraph);
      for (const child of [...(orders.prefetch ?? []), ...(orders.preload ?? [])]) groups.add(child);
    }
    const files = new Set();
    for (const group of groups) for (const f of group.getFiles()) files.add(f);
    let total = 0;
    const rows = [];
    for (const file of [...files].filter((f) => f.endsWith('.js'))) {
      const asset = compilation.getAsset(file);
      if (!asset) continue;
      const size = zlib.gzipSync(asset.source.buffer(), { level: 9 }).length;
      total += size;
      rows.push(`${(size / KB).toFixed(1).padStart(7)} kB  ${file}`);
    }
    const summary = `/login route JS: ${(total / KB).toFixed(1)} kB gzip -9 in ${rows.length} scripts (budget ${(this.options.budget / KB).toFixed(0)} kB; 1 kB = 1000 bytes)\n${rows.join('\n')}`;
    if (total > this.options.budget)
      compilation.errors.push(new compiler.webpack.WebpackError(`Over budget. ${summary}`));
    else compilation.logger.info(summary);
    process.stderr.write(`${summary}\n`);
  }
}

/**
 * Writes `.built-at` into the output, dated when the compile started: `npm start` rebuilds only when a
 * source is newer. (index.html cannot serve: webpack leaves a byte-identical file with its old date.)
 */
class BuildStampPlugin {
  apply(compiler) {
    let startedAt = new Date();
    compiler.hooks.compile.tap('BuildStampPlugin', () => {
      startedAt = new Date();
    });
    compiler.hooks.afterEmit.tap('BuildStampPlugin', (compilation) => {
      if (compilation.errors.length) return;
      const stamp = path.join(compiler.outputPath, '.built-at');
      fs.writeFileSync(stamp, `${startedAt.toISOString()}\n`);
      fs.utimesSync(stamp, startedAt, startedAt);
    });
  }
}

/** Empties the source-map folder before each production build, so it holds the maps of the served build only. */
class CleanSourceMapsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.beforeRun.tap('CleanSourceMapsPlugin', () => {
      fs.rmSync(path.resolve(compiler.outputPath, '..', SOURCE_MAP_DIR), { recursive: true, force: true });
    });
  }
}

/**
 * The service worker (src/sw/sw.ts, docs/offline.md) as `dist/sw.js`, with the list of every file the build
 * emits (the page, scripts, catalogues, fonts) injected for precaching: a reload or a new tab opens the app
 * without a network, on any screen. Hashed names need no revision: a file a previous build already cached is not
 * downloaded again. Licence notes and maps are not served to the app, so not cached.
 */
function serviceWorkerPlugin() {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return new InjectManifest({
    swSrc: path.resolve(__dirname, 'src/sw/sw.ts'),
    swDest: 'sw.js',
    exclude: [/\.map$/, /\.LICENSE\.txt$/i],
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.[a-z0-9]+$/,
  });
}

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    target: 'web',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Relative to `path`: ../dist-sourcemaps/assets/main.<hash>.js.map
      ...(production ? { sourceMapFilename: `../${SOURCE_MAP_DIR}/[file].map` } : {}),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // react-router's package exports only pick its development build; production has no dev checks.
      alias: production
        ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') }
        : {},
    },
    module: {
      rules: [
        // The /login route's makeStyles calls are compiled to class maps and CSS at build time, as Fluent's own
        // packages ship, so Griffel's runtime style compiler (stylis, rtl-css-js) is not in the login bundle.
        // Only there: compiled CSS text is larger than the style objects it replaces, and the signed-in screens'
        // chunks have size budgets of their own; they load the runtime compiler with the shell.
        // (Listed before ts-loader, so it runs on ts-loader's JavaScript output.)
        {
          test: /\.tsx?$/,
          include: [
            path.resolve(__dirname, 'src/app'),
            path.resolve(__dirname, 'src/features/auth'),
            path.resolve(__dirname, 'src/i18n'),
            path.resolve(__dirname, 'src/components/LoadingScreen.tsx'),
            path.resolve(__dirname, 'src/components/ErrorScreen.tsx'),
            path.resolve(__dirname, 'src/components/typography.ts'),
          ],
          loader: '@griffel/webpack-loader',
          options: {
            modules: [
              { moduleSource: '@fluentui/react-components', importName: 'makeStyles' },
              { moduleSource: '@fluentui/react-components', importName: 'makeResetStyles' },
            ],
            // Style modules import constants from other TypeScript modules, which it evaluates at build time.
            babelOptions: { presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true }]] },
          },
        },
        {
          test: /\.tsx?$/,
          include: path.resolve(__dirname, 'src'),
          loader: 'ts-loader',
          options: {
            transpileOnly: true,
            configFile: path.resolve(__dirname, 'tsconfig.json'),
            compilerOptions: { noEmit: false, module: 'esnext', sourceMap: !production },
          },
        },
        // Our modules are pure except the entry and the api modules whose import injects endpoints or tags.
        {
          test: /\.tsx?$/,
          include: path.resolve(__dirname, 'src'),
          exclude: [path.resolve(__dirname, 'src/main.tsx'), path.resolve(__dirname, 'src/api')],
          sideEffects: false,
        },
        { test: /\.(png|jpe?g|gif|svg|webp|mp3|wav|woff2)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      // terser options for webpack's built-in minimizer (the default is `compress: { passes: 2 }`)
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          compress: { passes: 3, ecma: 2020 },
          format: { comments: false, ecma: 2020, wrap_func_args: false }, // no V8 paren hint around function arguments
        },
      },
      usedExports: true,
      sideEffects: true,
      moduleIds: 'deterministic',
      // Shortest export names across chunks (the default 'deterministic' keeps 2–3 characters).
      mangleExports: 'size',
      // webpack's runtime (2 kB) rides in main: one request less on /login, and gzip shares one window.
      runtimeChunk: false,
      splitChunks: {
        chunks: 'all',
        maxInitialRequests: 6,
        cacheGroups: {
          // React, Redux, the router and i18next change rarely: one long-cached chunk.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|redux|@reduxjs|immer|reselect|redux-thunk|redux-persist|react-router|use-sync-external-store|i18next|react-i18next)[\\/]/,
            name: 'framework',
            priority: 30,
            chunks: 'initial',
          },
          fluent: {
            test: /[\\/]node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc|rtl-css-js|stylis|@emotion)[\\/]/,
            name: 'fluent',
            priority: 20,
            chunks: 'initial',
          },
          // The resource registry and what derives from it are shared by the shell and the dashboard, which
          // download in parallel at sign-in: one chunk of their own instead of a copy in each (~1 kB gzip).
          registry: {
            test: /[\\/]src[\\/](resources[\\/]|app[\\/]paths\.ts$)/,
            name: 'registry',
            priority: 10,
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: production
      ? {
          hints: 'error',
          // Raw (uncompressed) bytes; the gzip budget of the login route is RouteGzipBudgetPlugin's job.
          // The entry holds the login page and webpack's runtime (434 KiB raw, 134 kB gzip in 3 files).
          maxEntrypointSize: 500 * 1024,
          maxAssetSize: 340 * 1024,
          assetFilter: (file) => file.endsWith('.js'),
        }
      : false,
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(production
        ? [
            new RouteGzipBudgetPlugin({ chunkGroups: [], budget: LOGIN_ROUTE_GZIP_BUDGET }),
            new BuildStampPlugin(),
            new CleanSourceMapsPlugin(),
            serviceWorkerPlugin(),
          ]
        : []),
    ],
    devServer: {
      port: 8080,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [{ context: ['/cms', '/config.json', '/uploads', '/healthz'], target: API_TARGET, changeOrigin: false }],
    },
    stats: production ? 'normal' : 'minimal',
  };
};
