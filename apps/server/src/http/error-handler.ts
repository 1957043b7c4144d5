/** Maps every failure a request can meet to the spec's error body and a 4xx/5xx status. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { errorTexts } from '@shop/core/error-texts';
import { reportRequestError } from '../observability/error-reports.ts';
import { AppError } from './app-error.ts';

const contextNames: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext ?? 'body';
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
      (fields[key] ??= []).push(issue.message ?? 'Is invalid');
    }
    const [firstKey, firstMessages] = Object.entries(fields)[0] ?? [context, ['Is invalid']];
    const message = `Invalid ${contextNames[context] ?? context} ${firstKey}: ${firstMessages[0]}`;
    // A bad form body gets the spec's form title; a bad URL parameter is the caller's bug.
    return new AppError('validation_failed', message, {
      ...(context === 'body' ? { title: errorTexts.invalidFormTitle } : {}),
      fields,
    });
  }

  if (isResponseSerializationError(error)) {
    return new AppError('internal', errorTexts.defaultError, { cause: error });
  }

  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Send the request body as application/json.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('bad_request', 'The request body is not valid JSON.');
    // The router's own refusals; its texts would echo the path, which may hold a token.
    case 'FST_ERR_BAD_URL':
      return new AppError('bad_request', 'The URL is not validly percent-encoded.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('bad_request', 'A part of the URL is too long.');
    default:
      break;
  }
  if (fastifyError.statusCode === 429) {
    return new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.');
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(
      'bad_request',
      fastifyError.message || 'The request could not be understood.',
    );
  }
  return new AppError('internal', errorTexts.defaultError, { cause: error });
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route runs (a path
 * that is not valid percent-encoding, an overlong path parameter) gets the same error body.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError = toAppError(error);
  void reply.status(appError.status).send(appError.toBody());
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reportRequestError(error, request);
    }
    return reply.status(appError.status).send(appError.toBody());
  });
}
