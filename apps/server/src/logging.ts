import type { LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/**
 * Log format: readable lines (pino-pretty) when a person watches a terminal, one JSON object per line otherwise
 * (files, pipes, log collectors), so `npm start` is legible and a deployment's logs stay machine-readable.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  tty = Boolean(process.stdout.isTTY),
): LoggerOptions {
  const base: LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  };
  if (!tty || config.NODE_ENV === 'test') return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
