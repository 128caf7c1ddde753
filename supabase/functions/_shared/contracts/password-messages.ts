// What validate-password answers when it throttles, also what the gate shows then: one text for
// both (no zod here, so the gate page's small bundle can import it).
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * The longest password validate-password reads, in UTF-16 code units (what the gate's input
 * `maxlength` counts): refused before any work (decision 055). The staging password is shorter.
 */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_LONG = `password must be at most ${PASSWORD_MAX_LENGTH} characters`;
