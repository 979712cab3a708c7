// A taxpayer's view of a loaded server (bench/server.ts, deadline day): one signed-in read at a
// time, every 50 ms, from a process of its own, so that the time measured is the server's and not
// the load generator's. Prints one line of JSON with the slowest answers when it is sent SIGTERM or
// its time is up.
//   node bench/probe.mjs <url> <bearer token> <seconds>
const [url, token, seconds] = [process.argv[2], process.argv[3], Number(process.argv[4])];
const ends = Date.now() + seconds * 1000;
const latencies = [];
const statusCodes = {};
let stopped = false;
process.on('SIGTERM', () => (stopped = true));

while (!stopped && Date.now() < ends) {
  const started = performance.now();
  let status = 'error';
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    status = String(response.status);
  } catch {
    // Counted as an error below.
  }
  latencies.push(performance.now() - started);
  statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  await new Promise((resolve) => setTimeout(resolve, 50));
}

latencies.sort((a, b) => a - b);
const at = (q) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, p99Ms: at(0.99), maxMs: at(1), statusCodes })}\n`,
);
