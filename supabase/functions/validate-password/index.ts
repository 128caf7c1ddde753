import { denoDeps } from '../_shared/deno-deps.ts';
import { createValidatePasswordHandler } from './handler.ts';

Deno.serve(createValidatePasswordHandler(denoDeps()));
