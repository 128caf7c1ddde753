import { denoDeps } from '../_shared/deno-deps.ts';
import { createTrackVisitHandler } from './handler.ts';

Deno.serve(createTrackVisitHandler(denoDeps()));
