export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type Logger = {
  debug: (msg: string, extra?: unknown) => void;
  info: (msg: string, extra?: unknown) => void;
  warn: (msg: string, extra?: unknown) => void;
  error: (msg: string, extra?: unknown) => void;
};

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function createLogger(level: LogLevel): Logger {
  const write =
    (at: Exclude<LogLevel, 'silent'>) =>
    (msg: string, extra?: unknown): void => {
      if (order[at] < order[level]) return;
      const line = `[${new Date().toISOString()}] ${at.toUpperCase()} ${msg}`;
      const stream = at === 'error' || at === 'warn' ? console.error : console.log;
      if (extra === undefined) stream(line);
      else stream(line, extra);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
