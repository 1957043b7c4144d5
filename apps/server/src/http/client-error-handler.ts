/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request: a request that did not
 * arrive whole within REQUEST_TIMEOUT_MS or HEADERS_TIMEOUT_MS (408), headers too large (431) or
 * unreadable HTTP (400). The answer has the spec's error body, like every other failure, and the
 * connection is closed, so a slow client gives its socket back.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

function toClientAppError(error: NodeJS.ErrnoException): AppError {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError('request_timeout', 'The request took too long to arrive.');
    case 'HPE_HEADER_OVERFLOW':
      return new AppError('headers_too_large', 'The request headers are too large.');
    default:
      return new AppError('bad_request', 'The request could not be understood.');
  }
}

/** The socket's response in progress, which Node keeps on it (see Node's own clientError default). */
interface SocketWithResponse extends Duplex {
  _httpMessage?: { headersSent?: boolean } | null;
}

export function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = toClientAppError(error);
  this.log.debug({ err: error }, `client error answered ${appError.status}`);
  // Once a response has begun on this socket, another status line would corrupt it.
  const responseStarted = (socket as SocketWithResponse)._httpMessage?.headersSent === true;
  if (socket.writable && !responseStarted) {
    const body = JSON.stringify(appError.toBody());
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
