import cluster from 'node:cluster';
import { buildApp } from './app';
import { isFirstStart, runCluster } from './cluster';
import { ConfigError, loadConfig } from './config';
import { terminalLogStream } from './log/terminal-log';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const logStream = await terminalLogStream();
  if (config.processes > 1 && cluster.isPrimary) {
    runCluster(config, logStream);
    return;
  }
  const app = await buildApp(config, { checkStorageAtStart: isFirstStart(), logStream });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // A request that never ends must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: app.database.kind, dataDir: config.dataDir },
    'server ready',
  );
}

main().catch((err) => {
  console.error('Server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
