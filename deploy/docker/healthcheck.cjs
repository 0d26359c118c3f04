// The HEALTHCHECK of every Node image (services/*/Dockerfile): `node healthcheck.cjs /healthz`.
// Slim images have no curl or wget, so Node asks the process on its own PORT (the image sets it)
// over loopback, where a service outside local mode listens (HOST defaults to 0.0.0.0). Exit 0 when the answer is 2xx, 1 otherwise (Docker's "unhealthy"); a hung process
// fails after a few seconds instead of holding the check until Docker's own timeout.
const path = process.argv[2] || '/healthz';
const port = Number(process.env.PORT);
const TIMEOUT_MS = 4000;

if (!Number.isInteger(port) || port <= 0) {
  process.stderr.write('healthcheck: PORT is not set to the port the process listens on\n');
  process.exit(1);
}

fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
  (response) => {
    if (!response.ok) process.stderr.write(`healthcheck: ${path} answered ${response.status}\n`);
    process.exit(response.ok ? 0 : 1);
  },
  (error) => {
    process.stderr.write(`healthcheck: ${path} did not answer: ${error.message}\n`);
    process.exit(1);
  },
);
