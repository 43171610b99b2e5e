import { type Clock, isoNow, systemClock } from './clock';

/** A small leveled logger. Callers never pass secrets; see describeConfig for masking. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, detail?: Record<string, unknown>): void;
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
  child(scope: string): Logger;
}

export function createLogger(
  level: LogLevel = 'info',
  scope = 'station',
  sink: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  clock: Clock = systemClock,
): Logger {
  const write = (at: LogLevel, message: string, detail?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const extra = detail && Object.keys(detail).length > 0 ? ` ${JSON.stringify(detail)}` : '';
    sink(`${isoNow(clock)} ${at.toUpperCase().padEnd(5)} [${scope}] ${message}${extra}`);
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
    child: (child) => createLogger(level, `${scope}:${child}`, sink, clock),
  };
}

/** A logger that keeps quiet; for tests that do not inspect logs. */
export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  child: () => silentLogger,
};
