import { ValidationPayloadSchema } from '@tagproof/contracts';
import { validate, type ValidationResponse } from '@tagproof/engine';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';
import { describeZodError } from '../../plugins/errors.js';

/**
 * `POST /api/validate`: the validation service. Takes `{requests, user?, tests?, triggers?}`
 * (ValidationPayloadSchema) and answers the engine's `{success, data, error}`. A body that does not
 * match the schema answers 400 `general_argument_invalid` naming the offending fields.
 */
export const validationRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/validate', async (request): Promise<ValidationResponse> => {
    const payload = ValidationPayloadSchema.safeParse(request.body);
    if (!payload.success) {
      throw new AppError('general_argument_invalid', { reason: describeZodError(payload.error) });
    }
    const response = validate(payload.data);
    if (!response.success) {
      throw new AppError('general_argument_invalid', {
        reason: response.error ?? 'the payload cannot be validated',
      });
    }
    return response;
  });
};
