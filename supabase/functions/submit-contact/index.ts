import { denoDeps } from '../_shared/deno-deps.ts';
import { createSubmitContactHandler } from './handler.ts';

Deno.serve(createSubmitContactHandler(denoDeps()));
