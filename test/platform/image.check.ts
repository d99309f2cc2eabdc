// The container image, built from the repository's Dockerfile with Debian's podman and run as an
// operator runs it. No image registry is reachable here, so the Dockerfile's base images are given
// as build arguments: the runtime base is made FROM scratch out of what the executable links
// against (from this machine's Debian) and a `nonroot` user, like the distroless image it stands
// for; the executable is the release's linux-x64 file (EXECUTABLE=prebuilt). Then: the server runs
// as that user, answers /readyz, its HEALTHCHECK passes (and fails when the server does not
// answer), it stops on SIGTERM with exit 0, and its data outlives the container in the volume.
// deploy/two-instances is checked against this image: its files agree with each other, and its
// two instances run on one PostgreSQL, each seeing what the other wrote.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { testDatabaseName, testPostgres } from '../postgres-server';
import { linuxRelease } from './release';
import { freePort, requireTools, run, waitUntilAnswering } from './tools';

const root = join(import.meta.dir, '../..');
const work = mkdtempSync(join(tmpdir(), 'catchd-platform-image-'));
const id = `${process.pid}`;
const baseImage = `localhost/catchd-check-base:${id}`;
const image = `localhost/catchd-check:${id}`;
const volume = `catchd-check-data-${id}`;
const containers: string[] = [];
/** The unprivileged user of the distroless base (and of the stand-in made here). */
const nonroot = 65532;

/** podman as these machines run it: runc, cgroups without systemd, open-files limits left as they are. */
function podman(args: string[], allowFailure = false): { code: number; out: string; err: string } {
  return run(['podman', '--runtime', 'runc', '--cgroup-manager=cgroupfs', ...args], {
    env: { CONTAINERS_CONF: join(work, 'containers.conf') },
    allowFailure,
  });
}

/** The runtime base: the executable's shared libraries and loader, users, CA certificates, /tmp. */
function buildBaseImage(executable: string): void {
  const context = join(work, 'base');
  mkdirSync(join(context, 'etc/ssl/certs'), { recursive: true });
  mkdirSync(join(context, 'tmp'), { mode: 0o1777 });
  const libraries = run(['ldd', executable]).out.match(/\/\S+/g) ?? [];
  expect(libraries.some((path) => path.includes('libc.so'))).toBe(true);
  for (const path of libraries) {
    mkdirSync(join(context, dirname(path)), { recursive: true });
    copyFileSync(path, join(context, path));
  }
  writeFileSync(
    join(context, 'etc/passwd'),
    `root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:${nonroot}:${nonroot}::/home/nonroot:/sbin/nologin\n`,
  );
  writeFileSync(join(context, 'etc/group'), `root:x:0:\nnonroot:x:${nonroot}:\n`);
  // Outgoing HTTPS (webhooks, the update check) trusts what the distroless image carries: Debian's CA list.
  const certificates = '/etc/ssl/certs/ca-certificates.crt';
  if (existsSync(certificates)) copyFileSync(certificates, join(context, certificates));
  writeFileSync(join(work, 'Containerfile.base'), 'FROM scratch\nCOPY . /\n');
  podman(['build', '--network=host', '-q', '-f', join(work, 'Containerfile.base'), '-t', baseImage, context]);
}

/** `podman run -d` of the image on the host's network; remembered for removal. */
function start(name: string, args: string[]): string {
  podman(['run', '-d', '--name', name, '--network=host', ...args, image]);
  containers.push(name);
  return name;
}

/** The user id the container's main process runs as, read from the host's /proc. */
function processUid(container: string): number {
  const pid = podman(['inspect', '--format', '{{.State.Pid}}', container]).out.trim();
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^Uid:\s+(\d+)/m);
  return Number(line?.[1]);
}

const seconds: Record<string, number> = {};
const timed = <T>(label: string, step: () => T): T => {
  const started = performance.now();
  const result = step();
  seconds[label] = Math.round((performance.now() - started) / 100) / 10;
  return result;
};

/** Every image of this machine's podman (the stages' intermediate ones included). */
const imageIds = (): string[] => podman(['images', '--all', '--quiet', '--no-trunc'], true).out.split('\n').filter(Boolean);
let imagesBefore: string[] = [];

beforeAll(() => {
  requireTools('podman', 'runc');
  // The default open-files limit podman sets is above these machines' hard limit.
  writeFileSync(join(work, 'containers.conf'), '[containers]\ndefault_ulimits = []\n');
  imagesBefore = imageIds();
  const release = timed('release (linux-x64, linux-arm64)', () => linuxRelease());
  const executable = join(release.dir, 'catchd-linux-x64');
  timed('base image', () => buildBaseImage(executable));
  // The build context of EXECUTABLE=prebuilt: the executable alone, named `catchd`.
  const context = join(work, 'context');
  mkdirSync(context);
  cpSync(executable, join(context, 'catchd'));
  timed('image', () =>
    podman([
      'build',
      '--network=host',
      // Docker's format keeps HEALTHCHECK (the OCI format has no field for it).
      '--format=docker',
      '--build-arg',
      'EXECUTABLE=prebuilt',
      '--build-arg',
      `RUNTIME_IMAGE=${baseImage}`,
      '-f',
      join(root, 'Dockerfile'),
      '-t',
      image,
      context,
    ]),
  );
  podman(['volume', 'create', volume]);
}, 600_000);

afterAll(() => {
  for (const name of containers) podman(['rm', '-f', '-v', '-t', '0', name], true);
  podman(['volume', 'rm', '-f', volume], true);
  // The two images and the intermediate ones of their stages: what was not there before.
  const made = imageIds().filter((found) => !imagesBefore.includes(found));
  if (made.length > 0) podman(['rmi', '-f', ...made], true);
  rmSync(work, { recursive: true, force: true });
  console.log(`image check timings (s): ${JSON.stringify(seconds)}`);
});

describe('the container image', () => {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  let key = '';
  let catchId = '';

  test('keeps upstream base images for users and takes local ones as build arguments', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^ARG BUN_IMAGE=oven\/bun:/m);
    expect(dockerfile).toMatch(/^ARG RUNTIME_IMAGE=gcr\.io\/distroless\/cc-debian12:nonroot$/m);
    const inspected = JSON.parse(podman(['image', 'inspect', image]).out)[0];
    expect(inspected.Config.User).toBe(`${nonroot}:${nonroot}`);
    expect(inspected.Config.Volumes).toHaveProperty('/data');
    expect(inspected.Config.Env).toContain('CATCHD_DATA_DIR=/data');
    expect(inspected.Healthcheck.Test).toEqual(['CMD', '/usr/local/bin/catchd', 'healthcheck']);
  });

  test('runs as the non-root user and answers /readyz', async () => {
    const started = performance.now();
    const container = start('catchd-check-1', ['-e', `PORT=${port}`, '-v', `${volume}:/data`]);
    await waitUntilAnswering(`${base}/readyz`, 30);
    seconds['start to /readyz'] = Math.round((performance.now() - started) / 100) / 10;
    expect(processUid(container)).toBe(nonroot);
  });

  test('its HEALTHCHECK passes while the server answers, and fails when nothing answers', () => {
    expect(podman(['healthcheck', 'run', 'catchd-check-1'], true).code).toBe(0);
    expect(podman(['inspect', '--format', '{{.State.Health.Status}}', 'catchd-check-1']).out.trim()).toBe('healthy');
    // The same command, pointed at a port nobody listens on.
    const refused = podman(['exec', '-e', `PORT=${freePort()}`, 'catchd-check-1', '/usr/local/bin/catchd', 'healthcheck'], true);
    expect(refused.code).not.toBe(0);
  });

  test('a catch logged over HTTP is kept in the volume, owned by the non-root user', async () => {
    key = podman(['exec', 'catchd-check-1', 'catchd', 'keys', 'create', '--email', 'diver@club.test', '--scopes', 'all'])
      .out.trim()
      .split('\n')
      .at(-1)!;
    expect(key).toStartWith('cdk_');
    const created = await fetch(`${base}/v1/catches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ species: 'Wahoo', weight_lbs: 31, depth_ft: 22 }),
    });
    expect(created.status).toBe(201);
    catchId = (await created.json()).id;
    const mountpoint = podman(['volume', 'inspect', '--format', '{{.Mountpoint}}', volume]).out.trim();
    expect(statSync(join(mountpoint, 'catchd.db')).uid).toBe(nonroot);
  });

  test('stops on SIGTERM with exit 0, and a new container on the volume has the data', async () => {
    timed('stop', () => podman(['stop', '-t', '30', 'catchd-check-1']));
    expect(podman(['inspect', '--format', '{{.State.ExitCode}}', 'catchd-check-1']).out.trim()).toBe('0');
    expect(podman(['logs', 'catchd-check-1']).out).toContain('"signal":"SIGTERM"');
    // Started again, then replaced: the container's own layer goes, the volume stays.
    podman(['start', 'catchd-check-1']);
    await waitUntilAnswering(`${base}/readyz`, 30);
    podman(['rm', '-f', '-v', '-t', '30', 'catchd-check-1']);
    start('catchd-check-2', ['-e', `PORT=${port}`, '-v', `${volume}:/data`]);
    await waitUntilAnswering(`${base}/readyz`, 30);
    const listed = await fetch(`${base}/v1/catches`, { headers: { authorization: `Bearer ${key}` } });
    expect(listed.status).toBe(200);
    expect(((await listed.json()).data as { id: string }[]).map((c) => c.id)).toEqual([catchId]);
    podman(['stop', '-t', '30', 'catchd-check-2']);
    expect(podman(['inspect', '--format', '{{.State.ExitCode}}', 'catchd-check-2']).out.trim()).toBe('0');
  });
});

describe('deploy/two-instances', () => {
  const dir = join(root, 'deploy/two-instances');
  type Service = { image?: string; environment?: Record<string, string>; networks?: unknown; depends_on?: unknown };
  const compose = Bun.YAML.parse(readFileSync(join(dir, 'compose.yaml'), 'utf8')) as {
    services: Record<string, Service>;
    networks: { catchd: { ipam: { config: { subnet: string }[] } } };
  };
  const instances = ['catchd-1', 'catchd-2'].map((name) => compose.services[name]!);

  test('compose.yaml, the Caddyfile, catchd@.service and nginx.conf agree with each other and with the image', () => {
    for (const instance of instances) {
      expect(instance.image).toBe('catchd');
      expect(instance.environment).toEqual(instances[0]!.environment!);
      expect(instance.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    }
    const env = instances[0]!.environment!;
    expect(env.CATCHD_DATABASE_URL).toMatch(/^postgres:\/\/catchd:.*@postgres:5432\/catchd$/);
    // The balancer's fixed address is the one proxy whose X-Forwarded-For the instances believe.
    const balancer = compose.services.balancer as { networks: { catchd: { ipv4_address: string } }; volumes: string[] };
    expect(env.CATCHD_TRUSTED_PROXIES).toBe(balancer.networks.catchd.ipv4_address);
    expect(compose.networks.catchd.ipam.config[0]!.subnet).toBe('172.28.0.0/16');
    expect(balancer.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = readFileSync(join(dir, 'Caddyfile'), 'utf8');
    expect(caddyfile).toContain(`reverse_proxy catchd-1:${env.PORT} catchd-2:${env.PORT}`);
    expect(caddyfile).toContain('health_uri /readyz');
    // The systemd variant: the instance name is the port, and nginx balances the two the unit's comment enables.
    const unit = readFileSync(join(dir, 'catchd@.service'), 'utf8');
    expect(unit).toContain('Environment=PORT=%i');
    expect(unit).toContain('enable --now catchd@3001 catchd@3002');
    const nginx = readFileSync(join(dir, 'nginx.conf'), 'utf8');
    expect(nginx).toContain('server 127.0.0.1:3001');
    expect(nginx).toContain('server 127.0.0.1:3002');
  });

  test('its two instances start together on one PostgreSQL, and each reads what the other wrote', async () => {
    const postgres = await testPostgres();
    const database = testDatabaseName('two_instances');
    await postgres.admin.unsafe(`CREATE DATABASE "${database}"`);
    try {
      const ports = [freePort(), freePort()];
      // compose.yaml's environment, with this machine's PostgreSQL and ports (the containers share the host's network).
      const env = { ...instances[0]!.environment!, CATCHD_DATABASE_URL: postgres.url(database), CATCHD_BASE_URL: 'http://localhost:8080' };
      const names = ports.map((port, index) => {
        const settings = Object.entries({ ...env, PORT: String(port), HOST: '127.0.0.1' }).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
        return start(`catchd-check-pg-${index + 1}`, settings);
      });
      await Promise.all(ports.map((port) => waitUntilAnswering(`http://127.0.0.1:${port}/readyz`, 60)));
      const pgKey = podman(['exec', names[0]!, 'catchd', 'keys', 'create', '--email', 'pg@club.test', '--scopes', 'all'])
        .out.trim()
        .split('\n')
        .at(-1)!;
      const headers = { authorization: `Bearer ${pgKey}`, 'content-type': 'application/json' };
      const created = await fetch(`http://127.0.0.1:${ports[0]}/v1/catches`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ species: 'Mahi-mahi', weight_lbs: 18, depth_ft: 12 }),
      });
      expect(created.status).toBe(201);
      const listed = await fetch(`http://127.0.0.1:${ports[1]}/v1/catches`, { headers });
      expect(((await listed.json()).data as { id: string }[]).map((c) => c.id)).toEqual([(await created.json()).id]);
      for (const name of names) {
        podman(['stop', '-t', '30', name]);
        expect(podman(['inspect', '--format', '{{.State.ExitCode}}', name]).out.trim()).toBe('0');
      }
    } finally {
      await postgres.admin.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    }
  });
});
