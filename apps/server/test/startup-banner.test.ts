import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { loggerOptions } from '../src/logging.ts';
import { startupBanner } from '../src/startup-banner.ts';

const address = { address: '0.0.0.0', family: 'IPv4', port: 4321 };

describe('npm start banner', () => {
  it('says where the app is, what it stores where, which speech engine runs and where codes go', () => {
    const { url, lines } = startupBanner(loadConfig({ PGLITE_DIR: 'memory://' }), address, {});
    const text = lines.join('\n');
    expect(url).toBe('http://localhost:4321');
    expect(text).toContain('http://localhost:4321');
    expect(text).toMatch(/Database\s+embedded PGlite, in memory/);
    expect(text).toMatch(/Recordings\s+local disk in .*storage/);
    expect(text).toMatch(/Speech\s+local engine — English/);
    // The default: Korean's model is fetched into the models folder on first use, if its host answers.
    expect(text).toMatch(/Korean: model fetched into .*models on first use if its host answers/);
    expect(text).toMatch(/Sign-in codes\s+dev outbox at http:\/\/localhost:4321\/dev\/mailbox/);
  });

  it('follows the configuration: PostgreSQL without its password, S3, SMTP, Korean-capable engine', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/cuecoach',
      STORAGE: 's3',
      S3_BUCKET: 'classes',
      SMTP_URL: 'smtp://mailer:pw@mail.internal:587',
      APP_ORIGIN: 'https://cuecoach.example',
    });
    const text = startupBanner(config, address, { OPENAI_API_KEY: 'sk-test' }).lines.join('\n');
    expect(text).toContain('https://cuecoach.example');
    expect(text).toContain('PostgreSQL at postgres://app:***@db.internal:5432/cuecoach');
    expect(text).not.toContain('secret');
    expect(text).toContain('S3 bucket classes');
    expect(text).toMatch(/openai engine — Korean and English/);
    expect(text).not.toContain('Korean is off');
    expect(text).toMatch(/e-mailed through smtp:\/\/mailer:\*\*\*@mail.internal:587/);
    expect(text).not.toContain('/dev/mailbox');
  });
});

describe('log format', () => {
  it('is pino-pretty on a terminal and JSON otherwise', () => {
    const config = loadConfig({});
    expect(loggerOptions(config, true).transport).toMatchObject({ target: 'pino-pretty' });
    expect(loggerOptions(config, false).transport).toBeUndefined();
    expect(loggerOptions({ ...config, NODE_ENV: 'test' }, true).transport).toBeUndefined();
  });
});
