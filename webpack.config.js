// @ts-check
/**
 * Client build. `webpack --mode production` → dist/ (hashed, split, lazy routes; gzip budget enforced);
 * `webpack serve --mode development` → http://localhost:8080 with the API proxied to the server on :3000.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const API_TARGET = process.env.API_PROXY_TARGET || 'http://127.0.0.1:3000';
const KB = 1024;
/** The /login route (entry + the login chunk), gzip -9. DESIGN.md §4: the stack's floor is ~137 kB. */
const LOGIN_ROUTE_GZIP_BUDGET = Number(process.env.LOGIN_ROUTE_BUDGET_KB || 150) * KB;

/**
 * Fails the build when the JavaScript the /login route loads — every initial chunk of `main` plus the
 * chunks of the `login` chunk group — exceeds the gzip budget, and prints the figure either way.
 * (webpack's own `performance` limits measure raw bytes; this measures what the browser downloads.)
 */
class RouteGzipBudgetPlugin {
  /** @param {{ chunkGroup: string, budget: number }} options */
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
    {
      const files = new Set();
      for (const entry of compilation.entrypoints.values()) for (const f of entry.getFiles()) files.add(f);
      const group = compilation.namedChunkGroups.get(this.options.chunkGroup);
      if (!group) {
        compilation.errors.push(new compiler.webpack.WebpackError(`RouteGzipBudgetPlugin: no chunk group "${this.options.chunkGroup}"`));
        return;
      }
      for (const f of group.getFiles()) files.add(f);
      let total = 0;
      const rows = [];
      for (const file of [...files].filter((f) => f.endsWith('.js'))) {
        const asset = compilation.getAsset(file);
        if (!asset) continue;
        const size = zlib.gzipSync(asset.source.buffer(), { level: 9 }).length;
        total += size;
        rows.push(`${(size / KB).toFixed(1).padStart(7)} kB  ${file}`);
      }
      const summary = `/login route JS: ${(total / KB).toFixed(1)} kB gzip -9 (budget ${(this.options.budget / KB).toFixed(0)} kB)\n${rows.join('\n')}`;
      if (total > this.options.budget) compilation.errors.push(new compiler.webpack.WebpackError(`Over budget. ${summary}`));
      else compilation.logger.info(summary);
      process.stderr.write(`${summary}\n`);
    }
  }
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
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
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
        { test: /\.(png|jpe?g|gif|svg|webp|mp3|wav)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      // terser options for webpack's built-in minimizer (the default is `compress: { passes: 2 }`)
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          compress: { passes: 3, ecma: 2020 },
          format: { comments: false, ecma: 2020 },
        },
      },
      usedExports: true,
      sideEffects: true,
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        maxInitialRequests: 6,
        cacheGroups: {
          // React, Redux and the router change rarely: one long-cached chunk.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|redux|@reduxjs|immer|reselect|redux-thunk|redux-persist|react-router|use-sync-external-store)[\\/]/,
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
        },
      },
    },
    performance: production
      ? {
          hints: 'error',
          // Raw (uncompressed) bytes; the gzip budget of the login route is RouteGzipBudgetPlugin's job.
          maxEntrypointSize: 480 * KB,
          maxAssetSize: 340 * KB,
          assetFilter: (file) => file.endsWith('.js'),
        }
      : false,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(production ? [new RouteGzipBudgetPlugin({ chunkGroup: 'login', budget: LOGIN_ROUTE_GZIP_BUDGET })] : []),
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
