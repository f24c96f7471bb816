import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      publicUrl: 'http://localhost:3000',
      isProduction: false,
      allowRegistration: false,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }, '/srv/app')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/studio',
        DATABASE_URL: 'postgres://u@db:5432/studio',
        ADMIN_PASSWORD: 'a-long-enough-password',
        PUBLIC_URL: 'https://www.example.it/',
        NODE_ENV: 'production',
        ALLOW_REGISTRATION: 'true',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/studio',
      databaseUrl: 'postgres://u@db:5432/studio',
      publicUrl: 'https://www.example.it',
      isProduction: true,
      allowRegistration: true,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', '123456'],
    ['ADMIN_PASSWORD', 'juventus1897'],
    ['ADMIN_PASSWORD', 'password1234'],
    ['PUBLIC_URL', 'ftp://example.it'],
    ['NODE_ENV', 'staging'],
    ['SMTP_URL', 'http://mail'],
    ['DOCUMENT_STORAGE_URL', 'https://bucket.example.it'],
    ['DOCUMENT_STORAGE_URL', 's3://Bad_Bucket'],
    ['DOCUMENT_STORAGE_URL', 's3://studio?endpoint=ftp://minio'],
    ['DOCUMENT_STORAGE_URL', 's3://studio?regione=eu-south-1'],
    ['DOCUMENT_STORAGE_URL', 's3://studio?endpoint=http://minio:9000&pathStyle=si'],
    ['DOCUMENT_STORAGE_URL', 's3://studio/documenti%20clienti?region=eu-south-1'],
    ['DOCUMENT_STORAGE_URL', 's3://studio/documenti'],
    ['PROCESSES', '0'],
    ['PROCESSES', 'due'],
    ['PROCESSES', '2'],
  ])('names %s when it holds %j', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('holds ADMIN_PASSWORD to the password policy of the site', () => {
    expect(problemsOf({ ADMIN_PASSWORD: '123456' })).toEqual([
      'ADMIN_PASSWORD: must be at least 12 characters',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'juventus1897' })).toEqual([
      'ADMIN_PASSWORD: refused by the password policy ' +
        '(Questa password è tra le più usate e facili da indovinare: scegline una diversa)',
    ]);
    expect(problemsOf({ ADMIN_USERNAME: 'titolare.studio', ADMIN_PASSWORD: 'Titolare.Studio' })).toEqual([
      'ADMIN_PASSWORD: refused by the password policy (La password non può coincidere con lo username)',
    ]);
    expect(loadConfig({ ADMIN_PASSWORD: 'Cavallo-Batteria-Graffetta' }).adminPassword).toBe(
      'Cavallo-Batteria-Graffetta',
    );
  });

  it('lists every wrong variable at once', () => {
    const problems = problemsOf({ PORT: 'x', DATABASE_URL: 'y' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'PORT']);
  });

  it('keeps documents on the disk unless DOCUMENT_STORAGE_URL names a bucket', () => {
    expect(loadConfig({}, '/srv/app').documentStorage).toBeUndefined();
    expect(
      loadConfig({ DOCUMENT_STORAGE_URL: 's3://studio/portale/documenti/?endpoint=https://s3.example.it' })
        .documentStorage,
    ).toEqual({
      bucket: 'studio',
      prefix: 'portale/documenti/',
      endpoint: 'https://s3.example.it',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ DOCUMENT_STORAGE_URL: 's3://studio.documenti', AWS_REGION: 'eu-south-1' }).documentStorage,
    ).toEqual({
      bucket: 'studio.documenti',
      prefix: '',
      endpoint: undefined,
      region: 'eu-south-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ DOCUMENT_STORAGE_URL: 's3://studio?region=eu-west-1&pathStyle=true', AWS_REGION: 'x' })
        .documentStorage,
    ).toMatchObject({ region: 'eu-west-1', forcePathStyle: true });
  });

  it('serves from one process, or from several on PostgreSQL only', () => {
    expect(loadConfig({}, '/srv/app').processes).toBe(1);
    expect(loadConfig({ PROCESSES: '2', DATABASE_URL: 'postgres://u@db/studio' }).processes).toBe(2);
    expect(problemsOf({ PROCESSES: '2' })).toEqual([
      'PROCESSES: more than one process needs DATABASE_URL (the embedded database belongs to one process)',
    ]);
  });
});
