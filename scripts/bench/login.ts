/**
 * Login time over real HTTP: 50 sign-ins, median and p95, against the cost
 * of one argon2id verification measured in the same run (the baseline: the
 * part of a login that is slow on purpose).
 */
import { hashPassword, verifyPassword } from '../../server/users/passwords';
import { BENCH_ADMIN, fmt, percentile, startBenchServer, timeMs } from './support';

const RUNS = 50;
const server = await startBenchServer();
try {
  const hash = await hashPassword(BENCH_ADMIN.password);
  const verify: number[] = [];
  const login: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    verify.push(await timeMs(() => verifyPassword(hash, BENCH_ADMIN.password)));
    login.push(
      await timeMs(async () => {
        const res = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BENCH_ADMIN),
        });
        if (res.status !== 200) throw new Error(`login answered ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  const row = (name: string, xs: number[]) =>
    `${name.padEnd(26)} median ${fmt(percentile(xs, 50)).padStart(9)}   p95 ${fmt(percentile(xs, 95)).padStart(9)}`;
  console.warn(`\nLogin benchmark (${RUNS} runs, ${server.app.database.kind})`);
  console.warn(row('argon2id verify (baseline)', verify));
  console.warn(row('POST /api/login', login));
  console.warn(`ratio login/verify (median): ${(percentile(login, 50) / percentile(verify, 50)).toFixed(2)}`);
} finally {
  await server.stop();
}
