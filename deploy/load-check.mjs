// Sends requests through the load balancer while something else happens (a rolling restart), and
// counts the answers by status: docs/deploy.md. Any status other than 200, or a network error,
// is a failed request.
// Usage: node deploy/load-check.mjs http://127.0.0.1:8080 60 [connections]
const [base = 'http://127.0.0.1:8080', seconds = '30', connections = '10'] = process.argv.slice(2);
const paths = ['/api/health/ready', '/api/idioms/daily/', '/api/random-tip/'];
const counts = new Map();
const until = Date.now() + Number(seconds) * 1000;
const note = (key) => counts.set(key, (counts.get(key) ?? 0) + 1);
async function loop(n) {
  for (let i = n; Date.now() < until; i++) {
    try {
      const res = await fetch(base + paths[i % paths.length]);
      await res.arrayBuffer();
      note(String(res.status));
    } catch (error) {
      note(`error ${error.cause?.code ?? error.message}`);
    }
  }
}
await Promise.all(Array.from({ length: Number(connections) }, (_, n) => loop(n)));
const summary = Object.fromEntries([...counts].sort());
const failed = [...counts].filter(([key]) => key !== '200').reduce((sum, [, n]) => sum + n, 0);
console.log(JSON.stringify({ ...summary, failed }));
process.exit(failed === 0 ? 0 : 1);
