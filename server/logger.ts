import pino, { type DestinationStream, type Logger } from "pino";
import { loggableError } from "../adapters/db/database-errors";

/**
 * The shop's logger: JSON lines (pretty while developing). Every `err` goes through one serializer
 * that never prints a failed query's SQL, parameters or quoted values (they can hold buyers' data).
 */
export function createLogger(options: { level: string; pretty?: boolean }, destination?: DestinationStream): Logger {
  const settings = {
    level: options.level,
    serializers: { err: loggableError },
    ...(options.pretty ? { transport: { target: "pino-pretty" } } : {}),
  };
  return destination ? pino(settings, destination) : pino(settings);
}
