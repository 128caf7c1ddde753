// What validate-password answers when it throttles, also what the gate shows then: one text for
// both (no zod here, so the gate page's small bundle can import it).
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
